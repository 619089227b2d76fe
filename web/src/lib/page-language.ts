// The page's language on a site in several languages (`InitialData.language`), for the shared
// components that speak of it (issue 40: the quiet mark on an untranslated text). The app
// provides it beside the page's words (`app/app.tsx`); a one-language site's pages have none.
import { createContext, useContext } from 'react';
import type { PageLanguage } from './languages';

const PageLanguageContext = createContext<PageLanguage | undefined>(undefined);
export const PageLanguageProvider = PageLanguageContext.Provider;

/** The page's language, or `undefined` on a one-language site. */
export function usePageLanguage(): PageLanguage | undefined {
  return useContext(PageLanguageContext);
}
