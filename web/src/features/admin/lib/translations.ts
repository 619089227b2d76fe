// The owner's texts in the site's other languages, as the dialogs edit them (issue 25 goal 2):
// one flat map per language, a tool's usage note under `tools.<name>`, turned into the API's
// `translations` shape (`{ "de": { "jobTitle": …, "tools": { "Rust": … } } }`) and back.
// folio-core checks them on the server (the browser's module carries no translations).
import { useQuery } from '@tanstack/react-query';
import { api, ApiWriteError, read } from '../../../lib/api';
import { profileQuery } from './profile-query';

/** Per language, per field, the text as typed. */
export type FlatTranslations = Record<string, Record<string, string>>;

/** The API's translations of a row. */
export type RowTranslations = Record<string, Record<string, string | Record<string, string> | undefined>>;

/** What a dialog shows of one translatable field. */
export interface TranslatedField {
  /** The field as the translations name it: `jobTitle`, `tools.Rust`. */
  key: string;
  label: string;
  /** The default language's text, shown beside the translation. */
  source: string;
  /** folio-core's bound, the default field's. */
  max: number;
  /** A long text: a text area. */
  long?: boolean;
}

/** The API's translations as the dialogs hold them. */
export function flatten(translations: RowTranslations | undefined): FlatTranslations {
  const flat: FlatTranslations = {};
  for (const [language, texts] of Object.entries(translations ?? {})) {
    const fields: Record<string, string> = {};
    for (const [field, text] of Object.entries(texts)) {
      if (typeof text === 'string') fields[field] = text;
      else if (text) for (const [tool, usage] of Object.entries(text)) fields[`tools.${tool}`] = usage;
    }
    flat[language] = fields;
  }
  return flat;
}

/** The dialogs' translations as a save sends them: every language the site has after the
 * default (a language sent replaces its texts on the server, so a text cleared here is cleared
 * there; a language the site no longer lists is left out, and kept). */
export function nest(flat: FlatTranslations, languages: readonly string[]) {
  const nested: Record<string, Record<string, unknown>> = {};
  for (const language of languages.slice(1)) {
    const texts: Record<string, unknown> = {};
    const tools: Record<string, string> = {};
    for (const [field, text] of Object.entries(flat[language] ?? {})) {
      if (field.startsWith('tools.')) tools[field.slice('tools.'.length)] = text;
      else texts[field] = text;
    }
    if (Object.keys(tools).length > 0) texts.tools = tools;
    nested[language] = texts;
  }
  return nested;
}

/** A refused save's messages about the translations, by field (`translations.de.jobTitle`,
 * `translations.de` for the language itself): none when the refusal is about something else. */
export function translationErrors(error: Error): Record<string, string> {
  if (!(error instanceof ApiWriteError)) return {};
  return Object.fromEntries(
    error.fields
      .filter((field) => field.field.startsWith('translations.'))
      .map((field) => [field.field, field.message]),
  );
}

/** The first of `languages` a refused save's messages name (`translations.de.title`), if any. */
export function refusedLanguage(
  errors: Record<string, string>,
  languages: readonly string[],
): string | undefined {
  return languages.find((language) =>
    Object.keys(errors).some((field) => field.split('.')[1] === language),
  );
}

/** The site's languages, the default first (English only until the owner chooses). */
export function useSiteLanguages(): string[] {
  return useQuery(profileQuery()).data?.languages ?? ['en'];
}

/** `GET /api/admin/translations`: every field missing in each language. Under 'public', so
 * every write refreshes it (`lib/resource.ts`). */
export const missingTranslationsQuery = () => ({
  queryKey: ['public', 'translations'] as const,
  queryFn: () => read(api.GET('/admin/translations'), 'Failed to fetch the missing translations'),
});
