import type EditorJS from '@editorjs/editorjs';
import type { OutputData } from '@editorjs/editorjs';
import { type KeyboardEvent, type Ref, useEffect, useImperativeHandle, useRef, useState } from 'react';
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

interface ContentEditorProps {
  ref: Ref<ContentEditorHandle>;
  /** The saved content of the case study being edited; undefined for a new one. */
  initialContent?: string;
  /**
   * Any change in the editor: `typed` when the owner typed (an `input` event), else Editor.js's
   * report that a block's markup changed, which it also makes for changes nobody made (issue 40).
   */
  onChange: (typed?: boolean) => void;
  /** The editor is running with its document (its first reading is what it started with). */
  onReady?: () => void;
  labelledBy: string;
  describedBy?: string;
  invalid: boolean;
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

/**
 * The Content field's Editor.js, owned by this component: set up 500 ms after it mounts (with
 * the dialog) and destroyed when it unmounts (when the dialog closes), even mid set-up.
 */
export function ContentEditor({
  ref,
  initialContent,
  onChange,
  onReady,
  labelledBy,
  describedBy,
  invalid,
}: ContentEditorProps) {
  const holder = useRef<HTMLDivElement>(null);
  // Resolves to the running editor, or null if it never started; save() waits for it, so a
  // submit during set-up still reads what was loaded.
  const editor = useRef<Promise<EditorJS | null>>(Promise.resolve(null));
  const [status, setStatus] = useState<Status>('loading');
  const [notice, setNotice] = useState('');
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

  // Escape in one of the editor's menus (block picker, block settings, inline toolbar) closes that
  // menu, as it does anywhere else, instead of asking to close the whole dialog: the dialog
  // listens on the document in the capture phase, so the editor's own handler would come too late.
  useEffect(() => {
    const element = holder.current;
    const onEscape = (event: globalThis.KeyboardEvent) => {
      // A menu opened with the mouse leaves the focus outside the editor: look for an open menu,
      // wherever the key was pressed.
      if (event.key !== 'Escape' || !element?.querySelector('.ce-popover--opened')) return;
      event.stopPropagation();
      event.preventDefault();
      void editor.current.then((running) => {
        if (!running) return;
        running.toolbar.close();
        running.inlineToolbar.close();
        running.caret.setToBlock(running.blocks.getCurrentBlockIndex(), 'end');
      });
    };
    window.addEventListener('keydown', onEscape, { capture: true });
    return () => window.removeEventListener('keydown', onEscape, { capture: true });
  }, []);

  // On a narrow screen Editor.js puts the block buttons at the foot of the block, over the next
  // block's first line; editor.css moves them into the gutter, where they line up with the top of
  // their block: the block's height (the foot Editor.js aimed at) tells how far up that is.
  useEffect(() => {
    const element = holder.current;
    if (!element) return;
    const placed = new MutationObserver((records) => {
      for (const { target } of records) {
        if (!(target instanceof HTMLElement) || !target.classList.contains('ce-toolbar')) continue;
        const foot = parseFloat(target.style.top);
        const block = [...element.querySelectorAll<HTMLElement>('.ce-block')].find(
          (candidate) => Math.floor(candidate.offsetTop + candidate.offsetHeight) === foot,
        );
        const height = block ? `${block.offsetHeight}px` : '0px';
        // Setting the same value again would be a change of the style to observe, and so on.
        if (target.style.getPropertyValue('--cs-block-height') !== height) {
          target.style.setProperty('--cs-block-height', height);
        }
      }
    });
    placed.observe(element, { subtree: true, attributeFilter: ['style'] });
    return () => placed.disconnect();
  }, []);

  // Editor.js's hover hints ('Click to tune', …) show in one tooltip it adds to the page body,
  // outside the dialog: they repeat for the mouse what the buttons do, so screen readers skip them.
  useEffect(() => {
    const hide = () =>
      document
        .querySelectorAll('.ct:not([aria-hidden])')
        .forEach((tip) => tip.setAttribute('aria-hidden', 'true'));
    hide();
    const tips = new MutationObserver(hide);
    tips.observe(document.body, { childList: true });
    return () => tips.disconnect();
  }, []);

  // Editor.js tools report failures (an image that would not upload, a link without a preview) in
  // a notifier on the page body, outside the dialog and in no live region: repeat them here so
  // screen readers announce them too.
  useEffect(() => {
    const announce = (node: Node | null) => {
      if (node instanceof HTMLElement && node.classList.contains('cdx-notify')) {
        setNotice(node.textContent ?? '');
      }
    };
    const notices = new MutationObserver((records) => {
      for (const record of records) record.addedNodes.forEach(announce);
    });
    const watch = (box: Element | null) => {
      if (!box) return false;
      notices.observe(box, { childList: true });
      return true;
    };
    // The notifier's box is added to the page with its first message already inside.
    const body = new MutationObserver(() => {
      const box = document.querySelector('.cdx-notifies');
      if (!watch(box)) return;
      body.disconnect();
      announce(box!.lastChild);
    });
    if (!watch(document.querySelector('.cdx-notifies'))) {
      body.observe(document.body, { childList: true });
    }
    return () => {
      notices.disconnect();
      body.disconnect();
    };
  }, []);

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

  // Enter in an input of a tool (a link, a list's start number) must not submit the form.
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Enter' && event.target instanceof HTMLInputElement) event.preventDefault();
  };

  return (
    <div className="cs-editor-frame">
      <div
        ref={holder}
        className={invalid ? 'cs-editor cs-editor--invalid' : 'cs-editor'}
        role="group"
        aria-labelledby={labelledBy}
        aria-describedby={describedBy}
        aria-busy={status === 'loading'}
        onKeyDown={onKeyDown}
        // Editor.js reports changes in batches 400 ms after the last one; typing is reported at
        // once here, so closing right after a keystroke still asks before discarding it.
        onInput={() => onChange(true)}
      />
      {status === 'loading' && (
        <p className="cs-editor-note" role="status">
          Loading editor...
        </p>
      )}
      <p className="sr-only" role="alert">
        {notice}
      </p>
      {status === 'failed' && (
        <p className="cs-editor-note cs-editor-note--error" role="alert">
          The editor could not be loaded. Close this dialog and open it again.
        </p>
      )}
    </div>
  );
}
