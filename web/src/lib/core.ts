// The one door into folio-core: every other module imports rules and their types from here,
// never from the WASM package itself. Every function is folio-core's own rule; nothing here
// re-derives one.
import init, { initSync, type Checked, type Choices, type Existing, type ResumeImport } from '../wasm/pkg/folio_wasm';
import type {
  CompletedImport,
  IncompleteExperience,
  LinkedInChoices,
  LinkedInExport,
  LinkedInResume,
  TranslationImport,
  WrittenExperience,
} from '../wasm/pkg/folio_resume_import';
import limitsFile from '../../../core/limits.json';
import suggestionsFile from '../../../core/suggestions.json';

export {
  addTag,
  blockIssues,
  checkUpload,
  countedLength,
  deletePrompt,
  educationCategoryOrder,
  groupByIndustries,
  groupByTools,
  isImageUrl,
  isPlainLink,
  orderNames,
  parseDocument,
  passwordStrength,
  publicDateRange,
  respellNames,
  selectResume,
  slugify,
  slugifyIn,
  Strength,
  toolNames,
  validateCaseStudy,
  validateEducation,
  validateExperience,
  validateLogin,
  validatePasswordChange,
  validateProfile,
  validateSetup,
} from '../wasm/pkg/folio_wasm';

/**
 * folio-core's field bounds (`validation::limits`), from the data file a Rust test keeps equal to
 * them: numbers need no code in the WASM module.
 */
export const limits: Readonly<typeof limitsFile> = limitsFile;

/**
 * folio-core's suggestions (`suggestions`): the experience form's industries and the education
 * dialog's categories, spelled as spec §9 spells them. Read from the data file a Rust test keeps
 * equal to them, like the bounds: lists need no code in the WASM module.
 */
export const suggestions: Readonly<typeof suggestionsFile> = suggestionsFile;

export type {
  Block,
  BlockIssue,
  CaseStudyCard,
  CaseStudyDraft,
  Checked,
  Choice,
  Choices,
  ContactLink,
  DateRange,
  DeleteKind,
  DeletePrompt,
  Document,
  EducationDraft,
  EducationGroup,
  EducationGrouping,
  Experience,
  ExperienceCard,
  ExperienceGrouping,
  Existing,
  Fallbacks,
  FieldError,
  Filter,
  Home,
  HomeProfile,
  HomeShown,
  IndustryEntry,
  IndustryGroup,
  Login,
  LoginDraft,
  Matches,
  MessageKey,
  NewCaseStudy,
  NewEducation,
  NewExperience,
  OrderRequest,
  Outcome,
  PasswordChange,
  PasswordChangeDraft,
  ProfileDraft,
  ProfileUpdate,
  PublicLink,
  ResponsiveImage,
  ResumeImport,
  ResumeVariant,
  RespellRequest,
  Selection,
  SelectionInput,
  ExperienceChoice,
  CaseStudyChoice,
  Pager,
  Paper,
  Tab,
  TagAddition,
  Token,
  Tool,
  ToolEntry,
  ToolGroup,
  UploadCandidate,
  UploadCheck,
  ValidationErrors,
  ViewLink,
} from '../wasm/pkg/folio_wasm';

// Node (the unit tests) cannot fetch a file: URL, so there the module is read from disk and
// instantiated before this module's import completes. `process.getBuiltinModule` keeps any import
// of Node's `fs` out of the browser's bundle.
interface NodeProcess {
  getBuiltinModule?(id: 'node:fs'): { readFileSync(path: URL): Uint8Array<ArrayBuffer> };
}
const nodeFs = (globalThis as { process?: NodeProcess }).process?.getBuiltinModule?.('node:fs');
if (nodeFs) {
  initSync({ module: nodeFs.readFileSync(new URL('../wasm/pkg/folio_wasm_bg.wasm', import.meta.url)) });
}

/**
 * Settles once folio-core's WASM module is instantiated: every function above works from then on
 * and throws before. In the browser the module is fetched when this file is first imported and
 * compiled while it streams in, holding up neither the import of any module nor the page's first
 * paint; await this before the first render that calls a rule. It rejects if the module cannot
 * be loaded.
 */
export const ready: Promise<void> = init().then(() => undefined);

/**
 * What a JSON Resume file does to a site holding `existing`: each entry matched with the one it
 * is already, and the outcome with the owner's `choices` (none: matches skipped, the rest added).
 */
export type ResumeImporter = (text: string, existing: Existing, choices?: Choices) => Checked<ResumeImport>;
/**
 * What a JSON Resume file fills of the translations in `language`, another of the site's
 * `languages`, of a site holding `existing`: each entry matched with an existing row, and what
 * matches nothing (issue 25 goal 6).
 */
export type TranslationImporter = (
  text: string,
  existing: Existing,
  languages: string[],
  language: string,
) => Checked<TranslationImport>;
export type { TranslationImport };
export type { LinkedInChoices, LinkedInExport, LinkedInResume };
/** LinkedIn's export, as the server read it, as a JSON Resume document with the owner's choices. */
export type LinkedInReader = (exported: LinkedInExport, choices: LinkedInChoices) => LinkedInResume;
export type { CompletedImport, IncompleteExperience, WrittenExperience };
/**
 * A JSON Resume file with the owner's words written into its incomplete work entries: the
 * document and choices to send, and what they do; or the written texts' messages, as the
 * experience form's (folio-core `resume::import::incomplete`).
 */
export type ImportCompleter = (
  text: string,
  existing: Existing,
  choices: Choices | undefined,
  written: WrittenExperience[],
) => Checked<CompletedImport>;
/** The labels of links (`labels[n]` with `urls[n]`) as the public site shows them. */
export type LinkLabeller = (labels: string[], urls: string[]) => string[];
/** The Data tab's rules: the JSON Resume import (into the default language or another), and how
 * many uploads an export holds. */
interface DataRules {
  importResume: ResumeImporter;
  importTranslation: TranslationImporter;
  countUploads: (names: string[]) => number;
  linkedinResume: LinkedInReader;
  completeResumeImport: ImportCompleter;
  shownLinkLabels: LinkLabeller;
}
let dataRules: Promise<DataRules> | undefined;

/**
 * folio-core's Data tab rules (`importResume`, `countUploads`), a WASM module of its own: only
 * the Data tab needs it, so the module every admin page loads does not carry it. The first call
 * fetches and instantiates it; later calls share that load. A failed load is forgotten, so the
 * next call tries again.
 */
export function loadDataRules(): Promise<DataRules> {
  dataRules ??= import('../wasm/pkg/folio_resume_import')
    .then(async (module) => {
      if (nodeFs) {
        const bytes = nodeFs.readFileSync(new URL('../wasm/pkg/folio_resume_import_bg.wasm', import.meta.url));
        module.initSync({ module: bytes });
      } else {
        await module.default();
      }
      return {
        importResume: module.importResume,
        importTranslation: module.importTranslation,
        countUploads: module.countUploads,
        linkedinResume: module.linkedinResume,
        completeResumeImport: module.completeResumeImport,
        shownLinkLabels: module.shownLinkLabels,
      };
    })
    .catch((error: unknown) => {
      dataRules = undefined;
      throw error;
    });
  return dataRules;
}

/** folio-core's JSON Resume import, from the Data tab's module ([`loadDataRules`]). */
export function loadResumeImport(): Promise<ResumeImporter> {
  return loadDataRules().then((rules) => rules.importResume);
}
