import { useCallback, useRef, useState } from 'react';
import { slugifyIn } from '../../../lib/core';
import {
  BLANK_TEXTS,
  type CaseStudyTranslations,
  type TextsForm,
  translationsBody,
  translationsForm,
  type TranslationsForm,
} from './case-study-translations';
import type { ContentEditorHandle } from './editor/content-editor';
import { blocksOf } from './use-editor-changes';

interface Options {
  /** The stored translations of the case study being edited. */
  stored: CaseStudyTranslations | null | undefined;
  /** The site's languages, the default first. */
  languages: readonly string[];
  /** Any edit the owner makes in another language (for the autosave). */
  onEdit: () => void;
}

/**
 * The case study dialog's texts in the site's other languages. Each language that was shown has
 * its own Editor.js, kept running while another is shown; the texts hold each editor's last
 * reading, so switching languages loses nothing and a closing tab can send what is there.
 */
export function useTranslations({ stored, languages, onEdit }: Options) {
  const [texts, setTexts] = useState(() => translationsForm(stored, languages));
  // The texts as last set, for the reads that cannot wait for a render (autosave, submit).
  const latest = useRef(texts);
  const [changed, setChanged] = useState(false);
  // Issue 40: each editor's document as it started, and whether it differs from it now (an
  // editor's report of a change is no edit by itself: see use-editor-changes.ts).
  const started = useRef(new Map<string, string>());
  const [differs, setDiffers] = useState<Record<string, boolean>>({});
  // What each language's editor starts with, and a count that sets it up afresh (a restored draft).
  const [seeds, setSeeds] = useState(() => seedsOf(texts));
  const [generations, setGenerations] = useState<Record<string, number>>({});
  const editors = useRef(new Map<string, ContentEditorHandle>());
  const editorRefs = useRef(new Map<string, (handle: ContentEditorHandle | null) => void>());
  // Readings of an editor never overlap: one asked for while another runs follows it.
  const reading = useRef(new Map<string, Promise<void>>());
  const readAgain = useRef(new Set<string>());
  // The slug follows the title in a language not yet written in (spec §4's rule while creating),
  // until the owner types a slug; clearing it hands it back to the title.
  const followsTitle = useRef<Record<string, boolean>>(
    Object.fromEntries(
      Object.entries(texts).map(([language, { slug, title }]) => [language, slug === '' && title === '']),
    ),
  );

  const put = useCallback((language: string, patch: Partial<TextsForm>) => {
    const next = {
      ...latest.current,
      [language]: { ...(latest.current[language] ?? BLANK_TEXTS), ...patch },
    };
    latest.current = next;
    setTexts(next);
  }, []);

  const edit = (language: string, patch: Partial<TextsForm>) => {
    put(language, patch);
    setChanged(true);
    onEdit();
  };

  const readEditor = useCallback(
    async (language: string) => {
      const content = await editors.current.get(language)?.read();
      if (content !== null && content !== undefined) put(language, { content });
    },
    [put],
  );

  const refresh = (language: string) => {
    if (reading.current.has(language)) {
      readAgain.current.add(language);
      return;
    }
    const work = (async () => {
      do {
        readAgain.current.delete(language);
        await readEditor(language);
      } while (readAgain.current.has(language));
      reading.current.delete(language);
    })();
    reading.current.set(language, work);
  };

  return {
    /** One language's texts (blank for a language added since the dialog opened). */
    textsIn: (language: string): TextsForm => texts[language] ?? BLANK_TEXTS,
    /** Whether the owner changed anything in another language. */
    changed: changed || Object.values(differs).some(Boolean),
    setTitle: (language: string, title: string) =>
      edit(language, followsTitle.current[language] !== false ? { title, slug: slugifyIn(title, language) } : { title }),
    setSlug: (language: string, slug: string) => {
      followsTitle.current[language] = slug === '';
      edit(language, { slug });
    },
    edit,
    /** The editor of `language`, as its ref (the same function every render). */
    editorRef: (language: string) => {
      let ref = editorRefs.current.get(language);
      if (!ref) {
        ref = (handle: ContentEditorHandle | null) => {
          if (handle) editors.current.set(language, handle);
          else editors.current.delete(language);
        };
        editorRefs.current.set(language, ref);
      }
      return ref;
    },
    /** What `language`'s editor starts with, and its key. */
    editorSeed: (language: string) => ({
      content: seeds[language],
      key: `${language}-${generations[language] ?? 0}`,
    }),
    /** `language`'s editor is running: what it holds now is what it started with. */
    editorReady: async (language: string) => {
      const content = await editors.current.get(language)?.read();
      if (content && !started.current.has(language)) started.current.set(language, blocksOf(content));
    },
    /**
     * `language`'s editor reported a change (`typed`: the owner typed): it is read again in the
     * background, and counts as a change when its document differs from the one it started with.
     */
    editorChanged: (language: string, typed?: boolean) => {
      if (typed) setDiffers((current) => ({ ...current, [language]: true }));
      onEdit();
      refresh(language);
      void (async () => {
        const content = await editors.current.get(language)?.read();
        if (content === null || content === undefined) return;
        const start = started.current.get(language);
        const now = start === undefined || blocksOf(content) !== start;
        setDiffers((current) => ({ ...current, [language]: now }));
      })();
    },
    /** Every running editor read afresh; the texts then. */
    read: async (): Promise<TranslationsForm> => {
      await Promise.all([...editors.current.keys()].map(readEditor));
      return latest.current;
    },
    /** The texts without waiting (the editors' last readings), for a closing tab. */
    readNow: () => latest.current,
    /** What a save or an autosave sends of `texts`. */
    body: (form: TranslationsForm) => translationsBody(form, languages),
    /** Puts a draft's translations into the dialog, each editor set up afresh with its own. */
    restore: (draft: CaseStudyTranslations | null | undefined) => {
      const next = translationsForm(draft, languages);
      latest.current = next;
      setTexts(next);
      setSeeds(seedsOf(next));
      setGenerations((current) =>
        Object.fromEntries(languages.map((language) => [language, (current[language] ?? 0) + 1])),
      );
      for (const [language, { slug, title }] of Object.entries(next)) {
        followsTitle.current[language] = slug === '' || slug === slugifyIn(title, language);
      }
      setChanged(true);
    },
  };
}

/** Each language's editor's first document: its saved content, or none (it starts empty). */
const seedsOf = (texts: TranslationsForm): Record<string, string | undefined> =>
  Object.fromEntries(
    Object.entries(texts).map(([language, { content }]) => [language, content || undefined]),
  );
