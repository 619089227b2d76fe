import { type Ref, useId, useRef, useState } from 'react';
import { limits } from '../../../lib/core';
import { Field } from '../components/field';
import { useFocusTarget } from '../lib/fix-target';
import { documentLines } from './case-study-translations';
import { type ContentEditorHandle, ContentEditor } from './editor/content-editor';
import { SourceText } from './source-text';
import { TitleInput } from './title-input';

interface TranslationWritingProps {
  language: string;
  /** The default language's tag. */
  source: string;
  title: string;
  onTitle: (title: string) => void;
  /** The default's title and content as the form holds them now. */
  sourceTitle: string;
  /** Reads the default's content afresh (its editor's last reading). */
  sourceContent: () => string;
  editorRef: Ref<ContentEditorHandle>;
  /** What this language's editor starts with (its saved content), or nothing. */
  editorContent?: string;
  onEditorChange: (typed?: boolean) => void;
  onEditorReady: () => void;
  /** The server's messages about the translations, by field (`translations.de.content`). */
  errors: Record<string, string>;
}

/**
 * The writing column in one of the other languages (issue 25 goal 2): its own title and its own
 * Editor.js, the default's title under the title and the default's document in a view that opens
 * beside the writing. An empty document is not translated: the page shows the default's.
 */
export function TranslationWriting({
  language,
  source,
  title,
  onTitle,
  sourceTitle,
  sourceContent,
  editorRef,
  editorContent,
  onEditorChange,
  onEditorReady,
  errors,
}: TranslationWritingProps) {
  const contentLabel = useId();
  const contentError = useId();
  const titleError = errors[`translations.${language}.title`];
  const contentMessage = errors[`translations.${language}.content`];
  // The default's document as it was when its view was last opened.
  const [sourceLines, setSourceLines] = useState<string[]>([]);
  const focusTitle = useFocusTarget(language, 'title');
  // The content's missing translation: its editor takes the focus once it is ready.
  const focusContent = useFocusTarget(language, 'content');
  const contentBox = useRef<HTMLDivElement>(null);
  return (
    <>
      {errors[`translations.${language}`] && (
        <p className="field-error" role="alert">
          {errors[`translations.${language}`]}
        </p>
      )}
      <div className="translation-field">
        <Field
          label={`Title (${language})`}
          error={titleError}
          count={{ value: title, max: limits.shortText }}
        >
          <TitleInput
            ref={focusTitle}
            className="input writer-title-input"
            autoComplete="off"
            placeholder={`Title in ${language}`}
            lang={language}
            value={title}
            onChange={(event) => onTitle(event.target.value)}
          />
        </Field>
        <SourceText source={source} text={sourceTitle} />
      </div>
      <div className="field">
        <span className="field-label" id={contentLabel}>
          Content ({language})
        </span>
        <p className="field-hint">Left empty, the {language} page shows the {source} content.</p>
        <details
          className="translation-document"
          onToggle={(event) => {
            if (event.currentTarget.open) setSourceLines(documentLines(sourceContent()));
          }}
        >
          <summary>Show the {source} content</summary>
          <div className="translation-document-body" lang={source}>
            {sourceLines.length === 0 ? (
              <p className="field-hint">Nothing written in {source} yet.</p>
            ) : (
              sourceLines.map((line, index) => <p key={index}>{line}</p>)
            )}
          </div>
        </details>
        <div lang={language} ref={contentBox}>
          <ContentEditor
            ref={editorRef}
            initialContent={editorContent}
            onChange={onEditorChange}
            onReady={() => {
              onEditorReady();
              focusContent?.(contentBox.current?.querySelector<HTMLElement>('[contenteditable="true"]') ?? null);
            }}
            labelledBy={contentLabel}
            describedBy={contentMessage ? contentError : undefined}
            invalid={Boolean(contentMessage)}
          />
        </div>
        {contentMessage && (
          <p className="field-error cs-content-errors" id={contentError} role="alert">
            {contentMessage}
          </p>
        )}
      </div>
    </>
  );
}
