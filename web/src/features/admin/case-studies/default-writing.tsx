import { type RefObject, useId } from 'react';
import { useFormContext } from 'react-hook-form';
import { type CaseStudyDraft, limits, type NewCaseStudy, slugifyIn } from '../../../lib/core';
import { Field } from '../components/field';
import { contentMessages } from './content-messages';
import { type ContentEditorHandle, ContentEditor } from './editor/content-editor';
import { TitleInput } from './title-input';

interface DefaultWritingProps {
  /** The title as typed. */
  title: string | undefined;
  /** The site's default language. */
  source: string;
  /** Spec §4: the slug follows the title while creating, until the owner types a slug himself. */
  slugFollowsTitle: boolean;
  editorRef: RefObject<ContentEditorHandle | null>;
  /** What the editor starts with: the saved content, or a restored draft's. */
  editorContent: string | undefined;
  onEditorChange: (typed?: boolean) => void;
  onEditorReady: () => void;
}

/**
 * The title and the content in the default language: the whole writing column of a site in one.
 * Rendered inside the case study dialog's form.
 */
export function DefaultWriting({
  title,
  source,
  slugFollowsTitle,
  editorRef,
  editorContent,
  onEditorChange,
  onEditorReady,
}: DefaultWritingProps) {
  const {
    register,
    setValue,
    getValues,
    formState: { errors, isSubmitted },
  } = useFormContext<CaseStudyDraft, unknown, NewCaseStudy>();
  const contentLabel = useId();
  const contentError = useId();
  const contentErrors = contentMessages(errors.content, getValues('content'));
  return (
    <>
      <Field
        label="Title *"
        error={errors.title?.message}
        count={{ value: title, max: limits.shortText }}
      >
        <TitleInput
          className="input writer-title-input"
          autoComplete="off"
          placeholder="Title"
          {...register('title', {
            onChange: (event: { target: { value: string } }) => {
              if (!slugFollowsTitle) return;
              setValue('slug', slugifyIn(event.target.value, source), {
                shouldDirty: true,
                shouldValidate: isSubmitted,
              });
            },
          })}
        />
      </Field>
      <div className="field">
        <span
          className="field-label"
          id={contentLabel}
          onClick={() => editorRef.current?.focus()}
        >
          Content *
        </span>
        <ContentEditor
          ref={editorRef}
          initialContent={editorContent}
          onChange={onEditorChange}
          onReady={onEditorReady}
          labelledBy={contentLabel}
          describedBy={contentErrors.length > 0 ? contentError : undefined}
          invalid={contentErrors.length > 0}
        />
        {contentErrors.length > 0 && (
          <div className="field-error cs-content-errors" id={contentError} role="alert">
            {contentErrors.map((message) => (
              <p key={message}>{message}</p>
            ))}
          </div>
        )}
      </div>
    </>
  );
}
