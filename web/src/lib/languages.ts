// A public page's language among the site's (issue 25 goal 3), as the server hands it over
// (`InitialData.language`), and which other language of the site to suggest to the visitor (issue 25: `Accept-Language` never
// redirects anyone; at most a one-line suggestion). The rule is folio-core's
// (`core/src/language/suggestion.rs`): the server sends its table (`PageLanguage.suggest`), and
// this only looks the browser's preferred languages up in it, each by its whole tag and then by
// its language subtag; the first found decides.

/** The language of the site to suggest on a page in `page`, to a browser preferring `preferred`
 * (most preferred first), or none. */
export function suggestedLanguage(
  table: Readonly<Record<string, string>>,
  preferred: readonly string[],
  page: string,
): string | undefined {
  const look = (key: string) => (Object.hasOwn(table, key) ? table[key] : undefined);
  for (const tag of preferred) {
    const key = tag.trim().toLowerCase();
    const found = look(key) ?? look(key.split('-')[0] ?? '');
    if (found !== undefined) return found === page ? undefined : found;
  }
  return undefined;
}

/** The page's language among the site's, as the server lists them with folio-core
 * (`backend/src/pages/language.rs`): the app looks addresses up here and builds no prefix. */
export interface PageLanguage {
  /** The page's language tag (`de`, `pt-BR`). */
  tag: string;
  /** Where its case studies are: a slug's address is appended (`/de/case-studies/`). */
  caseStudies: string;
  /** The address of the page's language's feed of case studies (`/feed.xml`, `/de/feed.xml`). */
  feed: string;
  /** The language switcher's name, in the page's language. */
  label: string;
  /** Every language of the site, the default first. */
  languages: LanguageLinks[];
  /** Which language of the site a browser's preferred language names, by that language's whole
   * tag and by its language subtag, lower case (folio-core's `suggestion_table`). */
  suggest: Record<string, string>;
  /** The quiet mark on a text shown in the default language's words (issue 40): what it shows
   * (`EN`) and its name in the page's words (`Nicht übersetzt: Englisch`). */
  untranslated?: { text: string; label: string };
}

/** One language of the site, and this page's addresses in it. */
export interface LanguageLinks {
  tag: string;
  /** Its name in itself (`Deutsch`, `français`). */
  name: string;
  /** The home's views at its addresses, in the order of the page's `views`. */
  views: string[];
  /** Where its case studies are. */
  caseStudies: string;
  /** The line suggesting it, in its own words. */
  suggestion: string;
  /** The suggestion's dismiss button's name, in its own words. */
  dismiss: string;
}

/** Where a contact link leads on a page in `page`'s language: the site's contact form (issue 42,
 * `form`) is at the page's language's `/{lang}/contact`, beside its case studies; any other link
 * is its own address. */
export function contactHref(link: { href: string; form?: boolean }, page?: PageLanguage): string {
  if (!link.form || !page) return link.href;
  return `${page.caseStudies.replace(/case-studies\/$/, '')}contact`;
}
