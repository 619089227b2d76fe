// A case study's texts in the site's other languages (issue 25 goal 2), as the dialog edits them
// and as the API takes them: `translations: { "de": { title, slug, description, content, tags,
// isPublished } }`. A blank text is not translated (the page shows the default's, marked with its
// language); a language sent replaces its texts, one sent empty is removed, one left out is kept.
// folio-core checks them on the server (the browser's module carries no translations).
import type { CaseStudyTexts } from '../../../lib/api-schema';
import { parseDocument } from '../../../lib/core';

export type { CaseStudyTexts };

/** Per language, the API's texts. */
export type CaseStudyTranslations = Record<string, CaseStudyTexts>;

/** One language's texts as the dialog holds them: every text present, blank when not translated. */
export interface TextsForm {
  title: string;
  slug: string;
  description: string;
  /** The editor's last reading; blank while nothing was written in this language. */
  content: string;
  tags: string[];
  /** `undefined`: as the default language. */
  isPublished: boolean | undefined;
}

/** Per language (every site language after the default), its texts. */
export type TranslationsForm = Record<string, TextsForm>;

export const BLANK_TEXTS: TextsForm = {
  title: '',
  slug: '',
  description: '',
  content: '',
  tags: [],
  isPublished: undefined,
};

/**
 * The dialog's texts for `languages` (the default first, which has none) from stored ones, and
 * for every stored language besides: the site's languages may be read after the dialog opened,
 * and a save sends only the site's (see [`translationsBody`]).
 */
export function translationsForm(
  stored: CaseStudyTranslations | null | undefined,
  languages: readonly string[],
): TranslationsForm {
  const form: TranslationsForm = {};
  const all = new Set([...languages.slice(1), ...Object.keys(stored ?? {})]);
  all.delete(languages[0] ?? '');
  for (const language of all) {
    const texts = stored?.[language] ?? {};
    form[language] = {
      title: texts.title ?? '',
      slug: texts.slug ?? '',
      description: texts.description ?? '',
      content: texts.content ?? '',
      tags: texts.tags ?? [],
      isPublished: texts.isPublished ?? undefined,
    };
  }
  return form;
}

/** Whether a document holds no block: nothing written in that language. */
const emptyDocument = (content: string) => (parseDocument(content).blocks?.length ?? 0) === 0;

/**
 * The translations a save or an autosave sends: every language the site has after the default,
 * with what is written in it (a text cleared here is cleared there; a language the site no longer
 * lists is left out, and kept).
 */
export function translationsBody(
  form: TranslationsForm,
  languages: readonly string[],
): CaseStudyTranslations {
  const body: CaseStudyTranslations = {};
  for (const language of languages.slice(1)) {
    const texts = form[language] ?? BLANK_TEXTS;
    const sent: CaseStudyTexts = {};
    if (texts.title) sent.title = texts.title;
    if (texts.slug) sent.slug = texts.slug;
    if (texts.description) sent.description = texts.description;
    if (texts.content && !emptyDocument(texts.content)) sent.content = texts.content;
    if (texts.tags.length > 0) sent.tags = texts.tags;
    if (texts.isPublished !== undefined) sent.isPublished = texts.isPublished;
    body[language] = sent;
  }
  return body;
}

/**
 * The default's document as lines of plain text, one per block (a list's items each on its own),
 * for the translator to read beside their own: markup dropped, nothing rendered.
 */
export function documentLines(content: string): string[] {
  const lines: string[] = [];
  const plain = (html: unknown) => {
    if (typeof html !== 'string') return '';
    return new DOMParser().parseFromString(html, 'text/html').body.textContent?.trim() ?? '';
  };
  const items = (list: unknown): string[] =>
    Array.isArray(list)
      ? list.flatMap((item: unknown) =>
          typeof item === 'string'
            ? [plain(item)]
            : item && typeof item === 'object'
              ? [
                  plain((item as { content?: unknown; text?: unknown }).content ??
                    (item as { text?: unknown }).text),
                  ...items((item as { items?: unknown }).items),
                ]
              : [],
        )
      : [];
  for (const block of parseDocument(content).blocks ?? []) {
    const data = (block.data ?? {}) as Record<string, unknown>;
    const texts =
      block.type === 'list'
        ? items(data.items)
        : block.type === 'code'
          ? [typeof data.code === 'string' ? data.code : '']
          : block.type === 'image'
            ? [plain(data.caption)]
            : block.type === 'linkTool'
              ? [typeof data.link === 'string' ? data.link : '']
              : [plain(data.text), plain(data.caption)];
    lines.push(...texts.filter((text) => text !== ''));
  }
  return lines;
}
