import { useState } from 'react';
import { useFixTarget } from '../lib/fix-target';
import { useSiteLanguages } from '../lib/translations';

/**
 * Issue 25: on a site in several languages, the case study dialog shows a tab per language; each
 * other language's title, content and settings are its own, the default's shown beside them.
 */
export function useWritingLanguages() {
  const languages = useSiteLanguages();
  const [source = 'en', ...others] = languages;
  // None: the default (the site's languages may be read after the dialog opened).
  // Opened from a missing translation, on its language (issue 40 point 4).
  const opening = useFixTarget().target?.language ?? null;
  const [shown, setShown] = useState<string | null>(opening);
  const language = shown !== null && languages.includes(shown) ? shown : source;
  // The languages shown once: their editors keep running while another is shown.
  const [visited, setVisited] = useState<ReadonlySet<string>>(() => new Set(opening ? [opening] : []));
  const showLanguage = (next: string) => {
    setShown(next);
    if (!visited.has(next)) setVisited(new Set(visited).add(next));
  };
  return { languages, source, others, multilingual: others.length > 0, language, visited, showLanguage };
}

export type WritingLanguages = ReturnType<typeof useWritingLanguages>;
