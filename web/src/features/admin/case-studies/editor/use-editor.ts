import type EditorJS from '@editorjs/editorjs';
import type { OutputData } from '@editorjs/editorjs';
import { type Ref, useEffect, useImperativeHandle, useRef, useState } from 'react';
import { parseDocument } from '../../../../lib/core';

/** What the dialog asks of the editor. */
export interface ContentEditorHandle {
  /** The document as JSON text for `content`; the empty document if it cannot be read. */
  save: () => Promise<string>;
  /**
   * The document as JSON text, or null when the editor is not running or cannot be read: an
   * autosaved draft then keeps the content it had rather than an empty document.
   */
  read: () => Promise<string | null>;
  focus: () => void;
}

/** Spec §9: the editor is set up 500 ms after the dialog opens. */
const SETUP_DELAY_MS = 500;

/** Spec §4: the document an unreadable editor saves, as folio-core defines it. */
const emptyDocument = () => JSON.stringify(parseDocument(''));

/**
 * Spec §4: saved content loads when folio-core reads it as a document with blocks; anything
 * else (legacy HTML, broken JSON, no blocks) starts the editor empty.
 */
function initialData(content: string | undefined): OutputData | undefined {
  if (content === undefined) return undefined;
  const document = parseDocument(content);
  if (!document.blocks?.length) return undefined;
  return document as OutputData;
}

const delay = (ms: number) => new Promise((done) => setTimeout(done, ms));

type Status = 'loading' | 'ready' | 'failed';

interface Options {
  ref: Ref<ContentEditorHandle>;
  initialContent: string | undefined;
  onChange: () => void;
  onReady: (() => void) | undefined;
}

/**
 * The Content field's Editor.js: set up 500 ms after the component mounts (with the dialog) and
 * destroyed when it unmounts (when the dialog closes), even mid set-up. `holder` is the element it
 * runs in; `editor` resolves to the running editor, or null if it never started.
 */
export function useEditor({ ref, initialContent, onChange, onReady }: Options) {
  const holder = useRef<HTMLDivElement>(null);
  // Resolves to the running editor, or null if it never started; save() waits for it, so a
  // submit during set-up still reads what was loaded.
  const editor = useRef<Promise<EditorJS | null>>(Promise.resolve(null));
  const [status, setStatus] = useState<Status>('loading');
  const latestOnChange = useRef(onChange);
  const latestOnReady = useRef(onReady);
  useEffect(() => {
    latestOnChange.current = onChange;
    latestOnReady.current = onReady;
  });

  useEffect(() => {
    const element = holder.current;
    if (!element) return;
    let closed = false;
    let running: EditorJS | null = null;
    // Fetch the code at once; only the set-up waits for the delay.
    const code = import('./create-editor');
    code.catch(() => undefined);

    editor.current = (async () => {
      await delay(SETUP_DELAY_MS);
      if (closed) return null;
      try {
        const { createEditor } = await code;
        if (closed) return null;
        running = await createEditor({
          holder: element,
          data: initialData(initialContent),
          onChange: () => latestOnChange.current(),
        });
      } catch {
        if (!closed) setStatus('failed');
        return null;
      }
      if (closed) {
        running.destroy();
        return null;
      }
      setStatus('ready');
      // After the editor is handed over (below), so a reading then reads it.
      setTimeout(() => latestOnReady.current?.());
      return running;
    })();

    return () => {
      closed = true;
      running?.destroy();
      running = null;
    };
  }, [initialContent]);

  useImperativeHandle(ref, () => {
    const read = async () => {
      const running = await editor.current;
      if (!running) return null;
      try {
        return JSON.stringify(await running.save());
      } catch {
        return null;
      }
    };
    return {
      read,
      save: async () => (await read()) ?? emptyDocument(),
      focus: () => {
        void editor.current.then((running) => running?.focus());
      },
    };
  }, []);

  return { holder, editor, status };
}
