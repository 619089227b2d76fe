// Reading a chosen JSON Resume file for the import's preview: folio-core's rule (through WASM)
// compares it with what the site holds now (its profile, experiences and education, read afresh)
// and says what importing it does; each choice the owner makes reads the file again.
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { Education, StoredExperience } from '../../../lib/api-schema';
import { type Choice, type Choices, limits, loadDataRules, loadResumeImport } from '../../../lib/core';
import { educationResource } from '../lib/education-resource';
import { experiencesResource } from '../lib/experiences-resource';
import { adminListQuery } from '../lib/resource';
import { profileQuery } from '../lib/profile-query';
import { caseStudiesQuery } from './api/linkedin-api';
import type { Preview, Stored, TranslationPreview } from './resume-preview';

const LOAD_FAILED = 'The résumé reader could not be loaded. Check your connection and choose the file again.';
const LISTS_FAILED =
  'Your experiences and education could not be read to compare the file with them. Check your connection and choose the file again.';

/** The preview of the file chosen last into `language` (the default's unless another is given). */
export function useResumeFile(language: string | undefined, defaultLanguage: string | undefined) {
  const [preview, setPreview] = useState<Preview | null>(null);
  const [translation, setTranslation] = useState<TranslationPreview | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const queryClient = useQueryClient();

  const reset = () => {
    setPreview(null);
    setTranslation(null);
    setProblem(null);
  };

  const choose = async (file: File | undefined) => {
    reset();
    if (!file) return;
    // A byte past folio-core's bound is enough for it to refuse the file with its own message,
    // so a huge file is never read whole.
    await readText(file.name, await file.slice(0, limits.resumeDocument + 1).text());
  };

  /** Previews `text`, a JSON Resume document (a file's, or LinkedIn's export mapped). */
  const readText = async (fileName: string, text: string) => {
    reset();
    let importResume;
    try {
      importResume = await loadResumeImport();
    } catch {
      setProblem(LOAD_FAILED);
      return;
    }
    // The file is compared with what the site holds now, not with what was read earlier.
    let stored: Stored;
    let profile;
    try {
      const [experiences, education, current, caseStudies] = await Promise.all([
        queryClient.fetchQuery({ ...adminListQuery<StoredExperience>(experiencesResource), staleTime: 0 }),
        queryClient.fetchQuery({ ...adminListQuery<Education>(educationResource), staleTime: 0 }),
        queryClient.fetchQuery({ ...profileQuery(), staleTime: 0 }),
        queryClient.fetchQuery({ ...caseStudiesQuery(), staleTime: 0 }),
      ]);
      stored = { experiences, education, caseStudies };
      profile = current;
    } catch {
      setProblem(LISTS_FAILED);
      return;
    }
    if (language !== undefined && language !== defaultLanguage) {
      const { importTranslation } = await loadDataRules();
      const filled = importTranslation(text, stored, profile.languages, language);
      if (!filled.ok || !filled.value) {
        setProblem(filled.errors?.[0]?.message ?? 'This file cannot be imported.');
        return;
      }
      setTranslation({ fileName, document: JSON.parse(text) as unknown, language, stored, result: filled.value });
      return;
    }
    const existing = { ...stored, profile, caseStudies: stored.caseStudies.map(({ id, title, slug, description, content }) => ({ id, title, slug, description, content })) };
    const checked = importResume(text, existing);
    if (!checked.ok || !checked.value) {
      setProblem(checked.errors?.[0]?.message ?? 'This file cannot be imported.');
      return;
    }
    const result = checked.value;
    // folio-core's defaults, written out: a match is skipped, a new entry added.
    const initial = (matches: (number | null | undefined)[]): Choice[] =>
      matches.map((match) => (match == null ? 'add' : 'skip'));
    setPreview({
      fileName,
      text,
      // folio-core has read it as JSON, so the browser's parser reads it too.
      document: JSON.parse(text) as unknown,
      existing,
      stored,
      choices: {
        experiences: initial(result.matches.experiences),
        education: initial(result.matches.education),
        caseStudies: initial(result.matches.caseStudies ?? []),
      },
      result,
      read: importResume,
    });
  };

  /** The owner's choice for entry `index` of `list`: the outcome is read again by folio-core. */
  const decide = (list: keyof Choices, index: number, choice: Choice) => {
    setPreview((current) => {
      if (!current) return current;
      const choices = { ...current.choices, [list]: current.choices[list].map((c, n) => (n === index ? choice : c)) };
      const checked = current.read(current.text, current.existing, choices);
      return checked.ok && checked.value ? { ...current, choices, result: checked.value } : current;
    });
  };

  return { preview, translation, problem, choose, readText, decide, reset };
}
