import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { type CaseStudy, FieldCode } from '../../../lib/api-schema';
import {
  blockIssues,
  type CaseStudyDraft,
  limits,
  type NewCaseStudy,
  parseDocument,
  slugify,
  validateCaseStudy,
} from '../../../lib/core';
import { Field } from '../components/field';
import { DialogCancel, FormDialog } from '../components/form-dialog';
import { SwitchField } from '../components/switch-field';
import { coreResolver, showServerErrors } from '../lib/core-resolver';
import { useSave } from '../lib/resource';
import { CASE_STUDY_FIELDS, caseStudiesResource } from './case-studies-resource';
import { type ContentEditorHandle, ContentEditor } from './editor/content-editor';
import { FeaturedImageField } from './featured-image-field';
import { ShareLinks } from './share-links';
import { TagsField } from './tags-field';

interface CaseStudyDialogProps {
  /** The case study to edit, or null to create one. */
  caseStudy: CaseStudy | null;
  onClose: () => void;
}

const draftOf = (caseStudy: CaseStudy | null): CaseStudyDraft => ({
  title: caseStudy?.title ?? '',
  slug: caseStudy?.slug ?? '',
  description: caseStudy?.description ?? '',
  content: caseStudy?.content ?? '',
  featuredImage: caseStudy?.featuredImage ?? '',
  featuredImageAlt: caseStudy?.featuredImageAlt ?? '',
  tags: caseStudy?.tags ?? [],
  isPublished: caseStudy?.isPublished ?? false,
  isFeatured: caseStudy?.isFeatured ?? false,
});

/** How long the editor rests before content is checked again after a failed submit. */
const RECHECK_DELAY_MS = 400;

/**
 * Spec §2 case study dialog. Mounted afresh for every opening, so closing it resets the form and
 * destroys the editor. folio-core validates in the browser exactly as the server will.
 */
export function CaseStudyDialog({ caseStudy, onClose }: CaseStudyDialogProps) {
  const editing = caseStudy !== null;
  const save = useSave<NewCaseStudy, CaseStudy>(caseStudiesResource);
  const {
    control,
    register,
    handleSubmit,
    setValue,
    setError,
    getValues,
    formState: { errors, isDirty, isSubmitted },
  } = useForm<CaseStudyDraft, unknown, NewCaseStudy>({
    defaultValues: draftOf(caseStudy),
    resolver: coreResolver(validateCaseStudy),
  });
  const editor = useRef<ContentEditorHandle>(null);
  const [contentChanged, setContentChanged] = useState(false);
  const [readingEditor, setReadingEditor] = useState(false);
  // Spec §4: the slug follows the title while creating, until the owner types a slug himself
  // (clearing it hands it back to the title); never while editing.
  const [slugFollowsTitle, setSlugFollowsTitle] = useState(!editing);
  const recheck = useRef<ReturnType<typeof setTimeout>>(undefined);
  const contentLabel = useId();
  const contentError = useId();

  // A pending re-check must not run after the dialog closed.
  useEffect(() => () => clearTimeout(recheck.current), []);

  const [title, slug, description, featuredImage, featuredImageAlt, tags] = useWatch({
    control,
    name: ['title', 'slug', 'description', 'featuredImage', 'featuredImageAlt', 'tags'],
  });

  /**
   * Reads the editor into `content`. Not marked dirty: what the owner changed in the editor is
   * tracked by its own change events, and a re-serialised but untouched document is no change.
   */
  const readEditor = async (validate: boolean) => {
    const content = (await editor.current?.save()) ?? JSON.stringify(parseDocument(''));
    setValue('content', content, { shouldValidate: validate });
  };

  const onEditorChange = () => {
    setContentChanged(true);
    if (!isSubmitted) return;
    clearTimeout(recheck.current);
    recheck.current = setTimeout(() => void readEditor(true), RECHECK_DELAY_MS);
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (readingEditor || save.isPending) return;
    clearTimeout(recheck.current);
    setReadingEditor(true);
    try {
      await readEditor(false);
    } finally {
      setReadingEditor(false);
    }
    await handleSubmit((body) =>
      save.mutate(
        { id: caseStudy?.id, body },
        {
          onSuccess: onClose,
          onError: showServerErrors(setError, CASE_STUDY_FIELDS),
        },
      ),
    )();
  };

  /**
   * Issue 14: opens the page as it would look with what the dialog holds now, saved or not, in a
   * new tab (the server renders it; nothing is stored).
   */
  const preview = async () => {
    await readEditor(false);
    const form = document.createElement('form');
    form.method = 'post';
    form.action = '/preview/case-studies';
    form.target = '_blank';
    const draft = document.createElement('input');
    draft.type = 'hidden';
    draft.name = 'draft';
    draft.value = JSON.stringify(getValues());
    form.append(draft);
    document.body.append(form);
    form.submit();
    form.remove();
  };

  const saving = readingEditor || save.isPending;
  const contentMessages =
    errors.content?.type === FieldCode.invalid_block
      ? blockIssues(parseDocument(getValues('content') ?? '')).map((issue) => issue.message)
      : errors.content?.message
        ? [errors.content.message]
        : [];

  return (
    <FormDialog
      open
      title={editing ? 'Edit Case Study' : 'Add Case Study'}
      dirty={isDirty || contentChanged}
      onClose={onClose}
      wide
    >
      <form className="form" noValidate onSubmit={(event) => void submit(event)}>
        <Field
          label="Title *"
          error={errors.title?.message}
          count={{ value: title, max: limits.shortText }}
        >
          <input
            className="input"
            autoComplete="off"
            {...register('title', {
              onChange: (event: { target: { value: string } }) => {
                if (!slugFollowsTitle) return;
                setValue('slug', slugify(event.target.value), {
                  shouldDirty: true,
                  shouldValidate: isSubmitted,
                });
              },
            })}
          />
        </Field>
        <Field
          label="Slug *"
          error={errors.slug?.message}
          count={{ value: slug, max: limits.slug }}
          hint={`The public page's address: /case-studies/${slug?.trim() || '…'}`}
        >
          <input
            className="input"
            autoComplete="off"
            spellCheck={false}
            {...register('slug', {
              onChange: (event: { target: { value: string } }) => {
                if (!editing) setSlugFollowsTitle(event.target.value === '');
              },
            })}
          />
        </Field>
        <Field
          label="Description *"
          error={errors.description?.message}
          count={{ value: description, max: limits.caseStudyDescription }}
        >
          <textarea className="textarea" rows={3} {...register('description')} />
        </Field>
        <FeaturedImageField
          input={register('featuredImage')}
          value={featuredImage ?? ''}
          onUploaded={(url) =>
            setValue('featuredImage', url, { shouldDirty: true, shouldValidate: isSubmitted })
          }
          error={errors.featuredImage?.message}
        />
        {featuredImage?.trim() && (
          <Field
            label="Image description"
            error={errors.featuredImageAlt?.message}
            count={{ value: featuredImageAlt, max: limits.altText }}
            hint="What the image shows, for visitors who cannot see it. Leave empty if it is only decoration."
          >
            <input className="input" autoComplete="off" {...register('featuredImageAlt')} />
          </Field>
        )}
        <TagsField
          tags={tags ?? []}
          onChange={(next) =>
            setValue('tags', next, { shouldDirty: true, shouldValidate: isSubmitted })
          }
          error={errors.tags?.message}
        />
        <div className="field">
          <span
            className="field-label"
            id={contentLabel}
            onClick={() => editor.current?.focus()}
          >
            Content *
          </span>
          <ContentEditor
            ref={editor}
            initialContent={caseStudy?.content}
            onChange={onEditorChange}
            labelledBy={contentLabel}
            describedBy={contentMessages.length > 0 ? contentError : undefined}
            invalid={contentMessages.length > 0}
          />
          {contentMessages.length > 0 && (
            <div className="field-error cs-content-errors" id={contentError} role="alert">
              {contentMessages.map((message) => (
                <p key={message}>{message}</p>
              ))}
            </div>
          )}
        </div>
        <div className="switch-row">
          <Controller
            control={control}
            name="isPublished"
            render={({ field }) => (
              <SwitchField
                label="Published"
                checked={field.value ?? false}
                onCheckedChange={field.onChange}
              />
            )}
          />
          <Controller
            control={control}
            name="isFeatured"
            render={({ field }) => (
              <SwitchField
                label="Featured"
                checked={field.value ?? false}
                onCheckedChange={field.onChange}
              />
            )}
          />
        </div>
        {caseStudy && <ShareLinks caseStudyId={caseStudy.id} />}
        <div className="dialog-actions">
          <DialogCancel />
          <button type="button" className="button" disabled={saving} onClick={() => void preview()}>
            Preview
          </button>
          <button type="submit" className="button button--primary" disabled={saving}>
            {saving ? 'Saving...' : editing ? 'Update Case Study' : 'Create Case Study'}
          </button>
        </div>
      </form>
    </FormDialog>
  );
}
