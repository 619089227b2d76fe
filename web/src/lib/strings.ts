// The public interface's own words (issue 25), in the site's language: folio-core's message
// catalogue (`core/messages/*.json`) resolved by the server and handed over once in the page's
// data (`InitialData.strings`), which the app provides here. Components show them as they are; a
// counted text ('3 experiences') comes formatted inside the answers, so nothing here chooses a
// plural form.
import { createContext, useContext } from 'react';
import type { MessageKey } from './core';

/** The texts only a site in several languages shows, which its pages carry beside the languages
 * they name (`InitialData.language`), not here: a one-language page weighs what it did. */
type SeveralLanguages =
  | 'languagesLabel'
  | 'languageSuggestion'
  | 'dismissSuggestion'
  | 'untranslated'
  | 'caseStudyOnlyIn'
  | 'caseStudyOnlyInOther';

/** Every text of the public interface, by its key. */
export type PublicStrings = Record<PublicKey, string>;

/** The key of a text every public page carries. */
export type PublicKey = Exclude<MessageKey, SeveralLanguages>;

const StringsContext = createContext<PublicStrings | null>(null);
export const StringsProvider = StringsContext.Provider;

/** The page's words. */
export function useStrings(): PublicStrings {
  const strings = useContext(StringsContext);
  if (!strings) throw new Error('useStrings needs a StringsProvider');
  return strings;
}

/** `text` with each `{name}` it holds replaced by `values[name]`: the owner's name or address in
 * a sentence written around it (`Contact {author}`). */
export function fill(text: string, values: Record<string, string>): string {
  return Object.entries(values).reduce((out, [name, value]) => out.split(`{${name}}`).join(value), text);
}
