import type { KeyboardEvent, Ref } from 'react';
import {
  useEscapeClosesMenus,
  useHiddenHints,
  useRepeatedNotices,
  useToolbarBesideBlock,
} from './editor-effects';
import { type ContentEditorHandle, useEditor } from './use-editor';

export type { ContentEditorHandle } from './use-editor';

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
  const { holder, editor, status } = useEditor({ ref, initialContent, onChange, onReady });
  useEscapeClosesMenus(holder, editor);
  useToolbarBesideBlock(holder);
  useHiddenHints();
  const notice = useRepeatedNotices();

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
