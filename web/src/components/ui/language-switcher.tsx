import type { LanguageLinks, PageLanguage } from '../../lib/languages';
import { LanguageSuggestion } from './language-suggestion';

interface LanguageSwitcherProps {
  /** The page's language among the site's; none on a one-language site. */
  language?: PageLanguage;
  /** The page shown, at its address in `language`: found in the server's lists. */
  hrefIn: (language: LanguageLinks) => string;
}

/**
 * Issue 25: on a site in several languages, the same page in each of them, each named in itself
 * (so a visitor finds their own whatever the page's language), the page's own marked current.
 * Plain links: each language's page comes with its own words and data, so it loads anew. With it,
 * the line suggesting the visitor's own language, when their browser prefers another of the
 * site's. Nothing on a one-language site.
 */
export function LanguageSwitcher({ language, hrefIn }: LanguageSwitcherProps) {
  if (!language) return null;
  return (
    <>
      <nav className="language-switcher" aria-label={language.label}>
        <ul className="language-switcher-list">
          {language.languages.map((other) => (
            <li key={other.tag}>
              <a href={hrefIn(other)} hrefLang={other.tag} lang={other.tag}
                className="language-switcher-link"
                aria-current={other.tag === language.tag ? 'page' : undefined}>
                {other.name}
              </a>
            </li>
          ))}
        </ul>
      </nav>
      <LanguageSuggestion language={language} hrefIn={hrefIn} />
    </>
  );
}
