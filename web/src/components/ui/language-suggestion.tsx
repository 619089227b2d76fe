import { useSyncExternalStore } from 'react';
import { suggestedLanguage, type LanguageLinks, type PageLanguage } from '../../lib/languages';

/** Where the browser remembers that the visitor dismissed the suggestion, for every page. */
const DISMISSED = 'folio-language-suggestion-dismissed';

const listeners = new Set<() => void>();
const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => void listeners.delete(listener);
};

/** Whether the visitor dismissed the suggestion (a browser that keeps nothing: not yet). */
function dismissed(): boolean {
  try {
    return localStorage.getItem(DISMISSED) !== null;
  } catch {
    return false;
  }
}

function dismiss(tag: string) {
  try {
    localStorage.setItem(DISMISSED, tag);
  } catch {
    // Not kept: it goes away from this page all the same.
  }
  listeners.forEach((listener) => listener());
}

interface LanguageSuggestionProps {
  language: PageLanguage;
  hrefIn: (language: LanguageLinks) => string;
}

/**
 * One line offering this page in the language the visitor's browser prefers, when the site has
 * it and the page is in another, in that language's own words; never a redirect. Drawn only in
 * the browser once the app runs (the server's render, and the hydration of it, count it as
 * dismissed), so the page the server sends, and any cache keeps, is the same for everyone. It sits
 * over the page's foot, so it moves nothing; dismissed, it stays away on every page.
 */
export function LanguageSuggestion({ language, hrefIn }: LanguageSuggestionProps) {
  const away = useSyncExternalStore(subscribe, dismissed, () => true);
  const tag = away
    ? undefined
    : suggestedLanguage(language.suggest, navigator.languages ?? [], language.tag);
  const suggested = language.languages.find((other) => other.tag === tag);
  if (!suggested) return null;
  return (
    <p className="language-suggestion" lang={suggested.tag}>
      <a href={hrefIn(suggested)} hrefLang={suggested.tag}>{suggested.suggestion}</a>
      <button type="button" className="language-suggestion-dismiss" aria-label={suggested.dismiss}
        title={suggested.dismiss} onClick={() => dismiss(suggested.tag)}>
        <svg aria-hidden="true" width="16" height="16" viewBox="0 0 24 24" fill="none"
          stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round">
          <path d="M18 6 6 18M6 6l12 12" />
        </svg>
      </button>
    </p>
  );
}
