// Runs folio-core's shared vectors through the built WASM module: the same cases `cargo test`
// runs, so the browser and the server are proven to agree. Vectors of rules only the server runs
// (the renderer, and the rules behind the public pages) live in the `server-only/` subfolder,
// which this runner does not read.
import { readFileSync, readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import * as core from './core';
import { searchProof } from './pow-search';

interface VectorFile {
  rule: string;
  cases: { name: string; input: unknown; output: unknown }[];
}

const vectorDir = fileURLToPath(new URL('../../../core/tests/vectors/', import.meta.url));
const files = readdirSync(vectorDir).filter((name) => name.endsWith('.json'));

interface LinkedInInput {
  exportFile: string;
  choices?: core.LinkedInChoices;
  existing?: core.Existing;
}

/** A LinkedIn export as the server read it, from the vectors' `linkedin-export/` folder. */
const linkedinExport = (file: string) =>
  JSON.parse(readFileSync(`${vectorDir}linkedin-export/${file}`, 'utf8')) as core.LinkedInExport;

/** `value` as JSON reads it back. */
const asJson = (value: unknown): unknown => JSON.parse(JSON.stringify(value));

// Each vector file names the folio-core function it exercises; these are their WASM exports.
const rules: Record<string, (input: never) => unknown> = {
  addTag: core.addTag,
  blockIssues: core.blockIssues,
  checkUpload: core.checkUpload,
  countedLength: core.countedLength,
  countUploads: async (names: string[]) => (await core.loadDataRules()).countUploads(names),
  deletePrompt: core.deletePrompt,
  // Lists are data (`core/suggestions.json`), not exports: the vectors check the file.
  educationCategories: () => core.suggestions.educationCategories,
  educationCategoryOrder: core.educationCategoryOrder,
  groupByIndustries: core.groupByIndustries,
  groupByTools: core.groupByTools,
  industrySuggestions: () => core.suggestions.industries,
  // The import's answers as JSON text, as the vectors hold them: a match list's "none" is
  // `undefined` in the module's answer and `null` in JSON.
  importResume: async (text: string) => asJson((await core.loadResumeImport())(text, {})),
  // The matching rule's vectors: the matches the import finds (none for a refused file).
  matchResume: async ({ text, existing }: { text: string; existing: core.Existing }) =>
    asJson((await core.loadResumeImport())(text, existing).value?.matches ?? null),
  resumeImportOutcome: async ({ text, existing, choices }: { text: string; existing: core.Existing; choices: core.Choices }) => {
    const checked = (await core.loadResumeImport())(text, existing, choices);
    return checked.ok ? { ok: true, value: checked.value!.outcome } : checked;
  },
  // What an import leaves as the site holds it: the profile's fields and entries it changes.
  resumeImportUnchanged: async ({ text, existing, choices }: { text: string; existing: core.Existing; choices: core.Choices }) => {
    const imported = (await core.loadResumeImport())(text, existing, choices).value;
    return asJson(imported && { profile: imported.profile, details: imported.details, unchanged: imported.unchanged, outcome: imported.outcome });
  },
  // The synthetic LinkedIn export as the server reads it (`linkedin-export/`), mapped and imported.
  linkedinResume: async ({ exportFile, choices }: LinkedInInput) => {
    const read = (await core.loadDataRules()).linkedinResume(linkedinExport(exportFile), choices ?? { tools: [] });
    return asJson({ ...read, document: JSON.parse(read.document) as unknown });
  },
  // The owner's words written into a file's incomplete work entries (issue 45).
  completeResumeImport: async ({ text, existing, choices, written }: { text: string; existing?: core.Existing; choices?: core.Choices; written: core.WrittenExperience[] }) => {
    const checked = (await core.loadDataRules()).completeResumeImport(text, existing ?? {}, choices, written);
    const done = checked.value;
    return asJson(
      done
        ? {
            ok: true,
            value: {
              work: (JSON.parse(done.document) as { work: unknown }).work,
              choices: done.choices,
              experiences: done.import.experiences.map((e) => `${e.jobTitle} at ${e.company}`),
              incomplete: (done.import.incomplete ?? []).map((e) => e.entry),
              outcome: done.import.outcome,
            },
          }
        : checked,
    );
  },
  linkedinImport: async ({ exportFile, choices, existing }: LinkedInInput) => {
    const rules = await core.loadDataRules();
    const imported = rules.importResume(rules.linkedinResume(linkedinExport(exportFile), choices ?? { tools: [] }).document, existing ?? {}).value;
    return asJson(
      imported && {
        experiences: imported.experiences.map((e) => `${e.jobTitle} at ${e.company}`),
        education: imported.education.map((e) => `${e.name} (${e.category})`),
        caseStudies: (imported.caseStudies ?? []).map((c) => `${c.title} (${c.slug})`),
        matches: imported.matches,
        unchanged: imported.unchanged,
        outcome: imported.outcome,
        incomplete: imported.incomplete,
      },
    );
  },
  isImageUrl: core.isImageUrl,
  isPlainLink: core.isPlainLink,
  orderNames: core.orderNames,
  parseDocument: core.parseDocument,
  // The export answers a numeric enum; the vectors name its level lower-cased.
  passwordStrength: ({ username, password }: { username: string; password: string }) =>
    core.Strength[core.passwordStrength(username, password)].toLowerCase(),
  publicDateRange: core.publicDateRange,
  respellNames: core.respellNames,
  selectResume: core.selectResume,
  // Not a WASM export: the contact form's proof-of-work search, which the browser runs with
  // WebCrypto while folio-core checks the answer (`contact::pow`).
  solveChallenge: ({ salt, challenge, maxNumber }: { salt: string; challenge: string; maxNumber: number }) =>
    searchProof(salt, challenge, maxNumber),
  slugify: core.slugify,
  slugifyIn: ({ title, language }: { title: string; language: string }) => core.slugifyIn(title, language),
  toolNames: core.toolNames,
  validateCaseStudy: core.validateCaseStudy,
  validateEducation: core.validateEducation,
  validateExperience: core.validateExperience,
  validateLogin: core.validateLogin,
  validateProfile: core.validateProfile,
  validateSetup: core.validateSetup,
  validatePasswordChange: core.validatePasswordChange,
};

describe('folio-core vectors through WASM', () => {
  it('finds vector files', () => {
    expect(files.length).toBeGreaterThan(0);
  });

  for (const file of files) {
    const vectors = JSON.parse(readFileSync(vectorDir + file, 'utf8')) as VectorFile;
    describe(`${file} (${vectors.rule})`, () => {
      const rule = rules[vectors.rule];
      it('has a WASM export', () => {
        expect(rule, `no export for ${vectors.rule}`).toBeTypeOf('function');
      });
      for (const vector of vectors.cases) {
        it(vector.name, async () => {
          expect(await rule!(vector.input as never)).toEqual(vector.output);
        });
      }
    });
  }
});
