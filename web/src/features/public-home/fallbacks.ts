import type { Fallbacks } from '../../lib/core';
import { useHomeRead } from './api/home';

/** A row of the home whose texts may be translated. */
export type Row =
  | { kind: 'profile' }
  | { kind: 'experience' | 'education' | 'caseStudy'; id?: number };

/** The `lang` attribute of an element: present only when its text is the default's. */
export interface LangProps {
  lang?: string;
}

/**
 * Issue 25 goal 4: on a page in another language, an element showing the default language's
 * text (folio-core's `home_in` lists which, `Home.fallbacks`) carries that language's `lang`.
 * The default's page, and a one-language site's, has no fallbacks: nothing gets a `lang`.
 */
export function langOf(fallbacks: Fallbacks | undefined, row: Row, field: string): LangProps {
  if (!fallbacks) return {};
  const rows = { experience: fallbacks.experiences, education: fallbacks.education, caseStudy: fallbacks.caseStudies };
  const fields = row.kind === 'profile' ? fallbacks.profile : rows[row.kind]?.[String(row.id ?? 0)];
  return fields?.includes(field) ? { lang: fallbacks.lang } : {};
}

/** The `lang` of the By Industries (`industry`) or Education (`education`) group at `index`. */
export function groupLangOf(
  fallbacks: Fallbacks | undefined,
  groups: 'industry' | 'education',
  index: number,
): LangProps {
  const marked = groups === 'industry' ? fallbacks?.industryGroups : fallbacks?.educationGroups;
  return fallbacks && marked?.includes(index) ? { lang: fallbacks.lang } : {};
}

/** The fallbacks of the part of the home shown, when it is in a language other than the
 * default. */
export function useFallbacks(): Fallbacks | undefined {
  const home = useHomeRead();
  return home.status === 'success' ? home.data.fallbacks : undefined;
}
