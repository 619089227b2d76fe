import { useEffect, useRef, useState } from 'react';
import type { UseFormSetValue } from 'react-hook-form';
import { type CaseStudyDraft, parseDocument } from '../../../lib/core';
import type { ContentEditorHandle } from './editor/content-editor';
import { useContentCache } from './use-content-cache';
import { useEditorChanges } from './use-editor-changes';

/** How long the editor rests before content is checked again after a failed submit. */
const RECHECK_DELAY_MS = 400;

/**
 * The case study dialog's content in the default language: its editor, what the editor last read,
 * whether the owner changed it, and the re-check of a failed submit while he types.
 */
export function useContentWriting(saved: string | undefined, setValue: UseFormSetValue<CaseStudyDraft>) {
  const editor = useRef<ContentEditorHandle>(null);
  // A restored draft's content (below), or what the owner changed in the editor.
  const [restoredContent, setRestoredContent] = useState(false);
  const recheck = useRef<ReturnType<typeof setTimeout>>(undefined);

  // A pending re-check must not run after the dialog closed.
  useEffect(() => () => clearTimeout(recheck.current), []);

  // What the editor shows: the saved content, or a restored draft's (which sets it up afresh).
  const [editorContent, setEditorContent] = useState(saved);
  const content = useContentCache(editor, saved ?? '');
  const editorChanges = useEditorChanges(content.read);

  /**
   * Reads the editor into `content`. Not marked dirty: what the owner changed in the editor is
   * tracked by its own change events, and a re-serialised but untouched document is no change.
   */
  const readEditor = async (validate: boolean) => {
    const read = (await editor.current?.save()) ?? JSON.stringify(parseDocument(''));
    setValue('content', read, { shouldValidate: validate });
  };

  return {
    editor,
    editorContent,
    content,
    changed: restoredContent || editorChanges.changed,
    readEditor,
    ready: () => void editorChanges.ready(),
    /** The editor reported a change (`typed`: the owner typed). */
    reported: (typed?: boolean) => void editorChanges.reported(typed),
    /** After a failed submit, content is checked again once the editor rests. */
    recheckSoon: () => {
      clearTimeout(recheck.current);
      recheck.current = setTimeout(() => void readEditor(true), RECHECK_DELAY_MS);
    },
    stopRecheck: () => clearTimeout(recheck.current),
    /** A restored draft's content, which sets the editor up afresh. */
    restore: (restored: string) => {
      content.set(restored);
      setEditorContent(restored);
      setRestoredContent(true);
    },
  };
}

export type ContentWriting = ReturnType<typeof useContentWriting>;
