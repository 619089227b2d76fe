// Reading a chosen JSON Resume file for the import's preview: folio-core's rule (through WASM)
// compares it with what the site holds now (its profile, experiences and education, read afresh)
// and says what importing it does; each choice the owner makes reads the file again.
import { useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import type { Education, StoredExperience } from '../../../lib/api-schema';
import {
  type Choice,
  type Choices,
  type IncompleteExperience,
  limits,
  loadDataRules,
  type WrittenExperience,
} from '../../../lib/core';
import { educationResource } from '../lib/education-resource';
import { experiencesResource } from '../lib/experiences-resource';
import { adminListQuery } from '../lib/resource';
import { profileQuery } from '../lib/profile-query';
import { caseStudiesQuery } from './api/linkedin-api';
import type { Preview, Stored, TranslationPreview, Written } from './resume-preview';

const LOAD_FAILED = 'The résumé reader could not be loaded. Check your connection and choose the file again.';
const LISTS_FAILED =
  'Your experiences and education could not be read to compare the file with them. Check your connection and choose the file again.';

/** The preview of the file chosen last into `language` (the default's unless another is given). */
export function useResumeFile(language: string | undefined, defaultLanguage: string | undefined) {
  const [preview, setPreview] = useState<Preview | null>(null);
  const [translation, setTranslation] = useState<TranslationPreview | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  // The words the owner writes for incomplete work entries, by entry: kept while the same file is
  // read again (LinkedIn's export mapped with other choices), dropped with the file.
  const [written, setWritten] = useState<Record<number, Written>>({});
  const [showMessages, setShowMessages] = useState(false);
  const queryClient = useQueryClient();

  const clear = () => {
    setPreview(null);
    setTranslation(null);
    setProblem(null);
  };
  const reset = () => {
    clear();
    setWritten({});
    setShowMessages(false);
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
    clear();
    let rules;
    try {
      rules = await loadDataRules();
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
      const filled = rules.importTranslation(text, stored, profile.languages, language);
      if (!filled.ok || !filled.value) {
        setProblem(filled.errors?.[0]?.message ?? 'This file cannot be imported.');
        return;
      }
      setTranslation({ fileName, document: JSON.parse(text) as unknown, language, stored, result: filled.value });
      return;
    }
    const existing = { ...stored, profile, caseStudies: stored.caseStudies.map(({ id, title, slug, description, content }) => ({ id, title, slug, description, content })) };
    const checked = rules.importResume(text, existing);
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
      read: rules.importResume,
      complete: rules.completeResumeImport,
      labels: rules.shownLinkLabels,
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

  /** The owner's words or choice for the incomplete work entry `entry`. */
  const write = (entry: number, change: Partial<Written>) =>
    setWritten((current) => {
      const gap = preview?.result.incomplete?.find((g) => g.entry === entry);
      const was = current[entry] ?? (gap ? initialWords(gap) : undefined);
      return was ? { ...current, [entry]: { ...was, ...change } } : current;
    });

  // The file with the words written in, read by folio-core: what Confirm Import sends, or the
  // written texts' messages (shown once the owner has tried to confirm).
  const completed = useMemo(() => {
    const incomplete = preview?.result.incomplete ?? [];
    if (!preview || incomplete.length === 0) return undefined;
    const words: WrittenExperience[] = incomplete.map((gap) => {
      const own = written[gap.entry] ?? initialWords(gap);
      return {
        entry: gap.entry,
        description: gap.description == null ? own.description : undefined,
        accomplishments: gap.accomplishments == null ? own.accomplishments : undefined,
        choice: own.choice,
      };
    });
    return preview.complete(preview.text, preview.existing, preview.choices, words);
  }, [preview, written]);

  const words = (gap: IncompleteExperience) => written[gap.entry] ?? initialWords(gap);

  return {
    preview,
    translation,
    problem,
    choose,
    readText,
    decide,
    reset,
    write,
    words,
    completed,
    showMessages,
    setShowMessages,
  };
}

/** An incomplete entry before the owner writes: added, unless it matches one of theirs. */
function initialWords(gap: IncompleteExperience): Written {
  return { description: '', accomplishments: '', choice: gap.matched == null ? 'add' : 'skip' };
}
