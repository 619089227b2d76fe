import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { ApiWriteError } from '../../../lib/api';
import { type Autosave, type CaseStudy, FieldCode } from '../../../lib/api-schema';
import { formatLocaleTime } from '../../../lib/format-date';
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
import { PanelIcon } from '../components/icons';
import { SwitchField } from '../components/switch-field';
import { coreResolver, showServerErrors } from '../lib/core-resolver';
import { savedElsewhere, useSave } from '../lib/resource';
import { useMediaQuery } from '../lib/use-media-query';
import { deleteAutosave } from './api/autosave-api';
import { type AutosaveStatus, draftToOffer, removeLocal, useAutosave } from './autosave';
import { CASE_STUDY_FIELDS, caseStudiesResource } from './case-studies-resource';
import { DateField } from './date-field';
import { DraftOffer } from './draft-offer';
import { type ContentEditorHandle, ContentEditor } from './editor/content-editor';
import { FeaturedImageField } from './featured-image-field';
import { Revisions } from './revisions';
import { ShareLinks } from './share-links';
import { TagsField } from './tags-field';

interface CaseStudyDialogProps {
  /** The case study to edit, or null to create one. */
  caseStudy: CaseStudy | null;
  onClose: () => void;
  /** A revision was restored: show the case study as it is saved now. */
  onRestored: (caseStudy: CaseStudy) => void;
}

const draftOf = (caseStudy: CaseStudy | null): CaseStudyDraft => ({
  title: caseStudy?.title ?? '',
  slug: caseStudy?.slug ?? '',
  description: caseStudy?.description ?? '',
  content: caseStudy?.content ?? '',
  featuredImage: caseStudy?.featuredImage ?? '',
  featuredImageAlt: caseStudy?.featuredImageAlt ?? '',
  date: caseStudy?.date ?? '',
  tags: caseStudy?.tags ?? [],
  isPublished: caseStudy?.isPublished ?? false,
  isFeatured: caseStudy?.isFeatured ?? false,
});

/** The discreet line beside the dialog's buttons saying where the autosaved draft stands. */
function statusText(status: AutosaveStatus): string {
  switch (status.kind) {
    case 'saving':
      return 'Saving draft...';
    case 'saved':
      return `Saved as draft ${formatLocaleTime(status.at)}`;
    case 'failed':
      return 'Draft not saved';
    default:
      return '';
  }
}

/** How long the editor rests before content is checked again after a failed submit. */
const RECHECK_DELAY_MS = 400;

/** Screens wide enough to show the settings beside the writing; narrower ones cover it with them. */
const SETTINGS_BESIDE = '(min-width: 64rem)';

/** The fields of the writing column; every other field is in the settings panel. */
const WRITING_FIELDS: readonly string[] = ['title', 'content'];

/** Whether any of these fields with an error is in the settings panel. */
const inSettings = (fields: Iterable<string>) =>
  [...fields].some((field) => !WRITING_FIELDS.includes(field));

/**
 * Spec §2 case study dialog, as a full-screen writing view (issue 23): the title and the content
 * in a centred column, the other fields in a settings panel that slides in from the right and
 * closes. Mounted afresh for every opening, so closing it resets the form and destroys the editor.
 * folio-core validates in the browser exactly as the server will.
 */
export function CaseStudyDialog({ caseStudy, onClose, onRestored }: CaseStudyDialogProps) {
  const editing = caseStudy !== null;
  // An update names the version it was edited from, so a save made elsewhere meanwhile is not
  // silently replaced: the owner is told, and saving again replaces it knowingly.
  const save = useSave<NewCaseStudy & { baseVersion?: number }, CaseStudy>(caseStudiesResource);
  const queryClient = useQueryClient();
  const [baseVersion, setBaseVersion] = useState(caseStudy?.version);
  const [elsewhere, setElsewhere] = useState<string | null>(null);
  const {
    control,
    register,
    handleSubmit,
    setValue,
    setError,
    getValues,
    subscribe,
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
  const formId = useId();
  const panelId = useId();
  const panelTitle = useId();

  // The settings start open where they fit beside the writing, closed where they would cover it.
  const beside = useMediaQuery(SETTINGS_BESIDE);
  const [settingsOpen, setSettingsOpen] = useState(() => window.matchMedia(SETTINGS_BESIDE).matches);
  const settingsToggle = useRef<HTMLButtonElement>(null);
  const panel = useRef<HTMLElement>(null);
  const openSettings = () => {
    setSettingsOpen(true);
    // Over the writing, the panel takes the focus (the writing behind it is out of reach).
    if (!beside) requestAnimationFrame(() => panel.current?.focus());
  };
  const closeSettings = () => {
    setSettingsOpen(false);
    if (panel.current?.contains(document.activeElement)) settingsToggle.current?.focus();
  };
  /** A refused save shows its messages: a field of the settings opens them. */
  const revealErrors = (fields: Iterable<string>) => {
    if (inSettings(fields)) setSettingsOpen(true);
  };

  // A pending re-check must not run after the dialog closed.
  useEffect(() => () => clearTimeout(recheck.current), []);

  // Issue 14: the dialog's state is autosaved apart from the case study (see autosave.ts).
  const slot = caseStudy?.id ?? null;
  // What the editor shows: the saved content, or a restored draft's (which sets it up afresh).
  const [editorContent, setEditorContent] = useState(caseStudy?.content);
  // The editor's last reading, for a closing tab that cannot wait for a fresh one.
  const contentCache = useRef(caseStudy?.content ?? '');
  const caching = useRef<Promise<void> | null>(null);
  const cacheAgain = useRef(false);
  const readContent = async () => {
    const content = (await editor.current?.read()) ?? contentCache.current;
    contentCache.current = content;
    return content;
  };
  const refreshContentCache = () => {
    if (caching.current) {
      cacheAgain.current = true;
      return;
    }
    caching.current = (async () => {
      do {
        cacheAgain.current = false;
        await readContent();
      } while (cacheAgain.current);
      caching.current = null;
    })();
  };
  const autosave = useAutosave({
    slot,
    read: async () => ({ ...getValues(), content: await readContent() }),
    readNow: () => ({ ...getValues(), content: contentCache.current }),
  });
  const { arm, changed: autosaveChanged } = autosave;
  const [offer, setOffer] = useState<Autosave | null>(null);

  // On opening, an autosaved draft that differs from what is saved is offered back; autosaving
  // starts once that is settled.
  useEffect(() => {
    let open = true;
    draftToOffer(slot).then(
      (found) => {
        if (!open) return;
        if (found) setOffer(found);
        else arm();
      },
      () => open && arm(),
    );
    return () => {
      open = false;
    };
  }, [slot, arm]);

  // Every change of a field counts as an edit (the editor reports its own below).
  useEffect(
    () =>
      subscribe({
        formState: { values: true },
        // A field's change names the field; validation and submit states do not.
        callback: ({ name }) => {
          if (name) autosaveChanged();
        },
      }),
    [subscribe, autosaveChanged],
  );

  const restoreDraft = ({ draft, savedAt }: Autosave) => {
    const changes = { shouldDirty: true };
    setValue('title', draft.title, changes);
    setValue('slug', draft.slug, changes);
    setValue('description', draft.description, changes);
    setValue('featuredImage', draft.featuredImage ?? '', changes);
    setValue('featuredImageAlt', draft.featuredImageAlt ?? '', changes);
    setValue('date', draft.date ?? caseStudy?.date ?? '', changes);
    setValue('tags', draft.tags, changes);
    setValue('isPublished', draft.isPublished, changes);
    setValue('isFeatured', draft.isFeatured, changes);
    setValue('content', draft.content);
    if (!editing) setSlugFollowsTitle(draft.slug === slugify(draft.title));
    if (draft.content !== (caseStudy?.content ?? '')) {
      contentCache.current = draft.content;
      setEditorContent(draft.content);
      setContentChanged(true);
    }
    setOffer(null);
    arm(savedAt);
  };

  const discardDraft = () => {
    setOffer(null);
    removeLocal(slot);
    deleteAutosave(slot).catch(() => undefined);
    arm();
  };

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
    refreshContentCache();
    autosaveChanged();
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
    await handleSubmit(
      (body) =>
        save.mutate(
          { id: caseStudy?.id, body: caseStudy ? { ...body, baseVersion } : body },
          {
            onSuccess: () => {
              // The server cleared the draft with the save.
              autosave.stop();
              onClose();
            },
            onError: (error) => {
              showServerErrors(setError, CASE_STUDY_FIELDS)(error);
              if (error instanceof ApiWriteError) revealErrors(error.fields.map(({ field }) => field));
              if (!savedElsewhere(error)) return;
              // The list now holds the newer save: the next Update replaces that version. Its save
              // cleared the draft, so this dialog's state is stored as the draft again.
              const newer = queryClient
                .getQueryData<CaseStudy[]>(['admin', caseStudiesResource.key])
                ?.find((item) => item.id === caseStudy?.id);
              if (newer) setBaseVersion(newer.version);
              setElsewhere(error.serverMessage ?? null);
              void autosave.keep();
            },
          },
        ),
      (invalid) => revealErrors(Object.keys(invalid)),
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
      onClose={() => {
        // Closed without saving (nothing changed, or the owner discarded the changes).
        autosave.discard();
        onClose();
      }}
      // Esc closes the settings where they cover the writing, before it would close the view.
      onEscapeKeyDown={(event) => {
        if (!settingsOpen || beside) return;
        event.preventDefault();
        closeSettings();
      }}
      bar={
        <>
          {/* Always present, so screen readers hear it change; empty until a draft is saved. */}
          <p className="autosave-status" role="status">
            {statusText(autosave.status)}
          </p>
          <div className="dialog-actions screen-actions">
            <DialogCancel />
            <button type="button" className="button" disabled={saving} onClick={() => void preview()}>
              Preview
            </button>
            <button type="submit" form={formId} className="button button--primary" disabled={saving}>
              {saving ? 'Saving...' : editing ? 'Update Case Study' : 'Create Case Study'}
            </button>
          </div>
          <button
            ref={settingsToggle}
            type="button"
            className="button button--ghost writer-settings-toggle"
            aria-expanded={settingsOpen}
            aria-controls={panelId}
            onClick={() => (settingsOpen ? closeSettings() : openSettings())}
          >
            <PanelIcon />
            <span className="writer-settings-label">Settings</span>
          </button>
        </>
      }
    >
      <form
        id={formId}
        className="writer"
        data-settings={settingsOpen ? 'open' : 'closed'}
        noValidate
        onSubmit={(event) => void submit(event)}
      >
        {/* Where the settings cover the writing, the writing is out of reach until they close. */}
        <div className="writer-main" inert={settingsOpen && !beside}>
          <div className="form writer-column">
            {elsewhere && (
              <p className="field-error" role="alert">
                {elsewhere}
              </p>
            )}
            <Field
              label="Title *"
              error={errors.title?.message}
              count={{ value: title, max: limits.shortText }}
            >
              <input
                className="input writer-title-input"
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
                initialContent={editorContent}
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
          </div>
        </div>
        {settingsOpen && !beside && (
          <div className="writer-backdrop" aria-hidden="true" onClick={closeSettings} />
        )}
        <aside
          ref={panel}
          id={panelId}
          className="form writer-panel"
          aria-labelledby={panelTitle}
          tabIndex={-1}
        >
          <div className="writer-panel-head">
            <h3 className="writer-panel-title" id={panelTitle}>
              Settings
            </h3>
            <button
              type="button"
              className="dialog-close writer-panel-close"
              aria-label="Close settings"
              onClick={closeSettings}
            >
              ×
            </button>
          </div>
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
          <DateField input={register('date')} editing={editing} error={errors.date?.message} />
          <TagsField
            tags={tags ?? []}
            onChange={(next) =>
              setValue('tags', next, { shouldDirty: true, shouldValidate: isSubmitted })
            }
            error={errors.tags?.message}
          />
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
          {caseStudy && (
            <Revisions
              caseStudyId={caseStudy.id}
              dirty={isDirty || contentChanged}
              onRestoring={autosave.stop}
              onRestoreFailed={() => arm()}
              onRestored={onRestored}
            />
          )}
        </aside>
      </form>
      <DraftOffer autosave={offer} onRestore={restoreDraft} onDiscard={discardDraft} />
    </FormDialog>
  );
}
