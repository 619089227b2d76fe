import * as Tabs from '@radix-ui/react-tabs';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { FormProvider, useForm, useWatch } from 'react-hook-form';
import { ApiWriteError } from '../../../lib/api';
import type { Autosave, CaseStudy } from '../../../lib/api-schema';
import {
  type CaseStudyDraft,
  limits,
  type NewCaseStudy,
  parseDocument,
  slugifyIn,
  validateCaseStudy,
} from '../../../lib/core';
import { Field } from '../components/field';
import { DialogCancel, FormDialog } from '../components/form-dialog';
import { PanelIcon } from '../components/icons';
import { coreResolver, showServerErrors } from '../lib/core-resolver';
import { savedElsewhere, useSave } from '../lib/resource';
import { useFixTarget } from '../lib/fix-target';
import { refusedLanguage, translationErrors, useSiteLanguages } from '../lib/translations';
import { deleteAutosave } from './api/autosave-api';
import { draftToOffer, removeLocal, useAutosave } from './autosave';
import { AutosaveStatusLine } from './autosave-status';
import { CASE_STUDY_FIELDS, caseStudiesResource } from './case-studies-resource';
import { contentMessages } from './content-messages';
import { FORM_FIELDS, formOf } from './case-study-form';
import type { CaseStudyTranslations, TranslationsForm } from './case-study-translations';
import { DraftOffer } from './draft-offer';
import { type ContentEditorHandle, ContentEditor } from './editor/content-editor';
import { openPreview } from './open-preview';
import { useContentCache } from './use-content-cache';
import { useEditorChanges } from './use-editor-changes';
import { useSettingsPanel } from './use-settings-panel';
import { TitleInput } from './title-input';
import { TranslationWriting } from './translation-writing';
import { useTranslations } from './use-translations';
import { WriterSettings } from './writer-settings';

interface CaseStudyDialogProps {
  /** The case study to edit, or null to create one. */
  caseStudy: CaseStudy | null;
  onClose: () => void;
  /** A revision was restored: show the case study as it is saved now. */
  onRestored: (caseStudy: CaseStudy) => void;
}

/** How long the editor rests before content is checked again after a failed submit. */
const RECHECK_DELAY_MS = 400;

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
  const save = useSave<
    NewCaseStudy & { translations?: CaseStudyTranslations; baseVersion?: number },
    CaseStudy
  >(caseStudiesResource);
  const [baseVersion, setBaseVersion] = useState(caseStudy?.version);
  const [elsewhere, setElsewhere] = useState<string | null>(null);
  const form = useForm<CaseStudyDraft, unknown, NewCaseStudy>({
    defaultValues: formOf(caseStudy),
    resolver: coreResolver(validateCaseStudy),
  });
  const {
    control,
    register,
    handleSubmit,
    setValue,
    setError,
    getValues,
    subscribe,
    formState: { errors, isDirty, isSubmitted },
  } = form;
  const editor = useRef<ContentEditorHandle>(null);
  // A restored draft's content (below), or what the owner changed in the editor.
  const [restoredContent, setRestoredContent] = useState(false);
  const [readingEditor, setReadingEditor] = useState(false);
  // Spec §4: the slug follows the title while creating, until the owner types a slug himself
  // (clearing it hands it back to the title); never while editing.
  const [slugFollowsTitle, setSlugFollowsTitle] = useState(!editing);
  const recheck = useRef<ReturnType<typeof setTimeout>>(undefined);
  const contentLabel = useId();
  const contentError = useId();
  const formId = useId();
  const panelId = useId();
  // The settings start open where they fit beside the writing, closed where they would cover it.
  const {
    open: settingsOpen,
    covers: settingsCover,
    toggleRef: settingsToggle,
    panelRef: panel,
    close: closeSettings,
    toggle: toggleSettings,
    reveal: revealErrors,
  } = useSettingsPanel();

  // Issue 25: on a site in several languages, a tab per language; each other language's title,
  // content and settings are its own, the default's shown beside them.
  const languages = useSiteLanguages();
  const [source = 'en', ...others] = languages;
  const multilingual = others.length > 0;
  // None: the default (the site's languages may be read after the dialog opened).
  // Opened from a missing translation, on its language (issue 40 point 4).
  const opening = useFixTarget().target?.language ?? null;
  const [shown, setShown] = useState<string | null>(opening);
  const language = shown !== null && languages.includes(shown) ? shown : source;
  // The languages shown once: their editors keep running while another is shown.
  const [visited, setVisited] = useState<ReadonlySet<string>>(() => new Set(opening ? [opening] : []));
  const showLanguage = (next: string) => {
    setShown(next);
    if (!visited.has(next)) setVisited(new Set(visited).add(next));
  };
  const [refusedTexts, setRefusedTexts] = useState<Record<string, string>>({});

  // A pending re-check must not run after the dialog closed.
  useEffect(() => () => clearTimeout(recheck.current), []);

  // Issue 14: the dialog's state is autosaved apart from the case study (see autosave.ts).
  const slot = caseStudy?.id ?? null;
  // What the editor shows: the saved content, or a restored draft's (which sets it up afresh).
  const [editorContent, setEditorContent] = useState(caseStudy?.content);
  const content = useContentCache(editor, caseStudy?.content ?? '');
  const editorChanges = useEditorChanges(content.read);
  const contentChanged = restoredContent || editorChanges.changed;
  /** The draft with the other languages' texts, on a site that has any. */
  const withTranslations = <D extends CaseStudyDraft>(draft: D, texts: TranslationsForm) =>
    multilingual ? { ...draft, translations: translations.body(texts) } : draft;
  const autosave = useAutosave({
    slot,
    read: async () => {
      const [read, texts] = await Promise.all([content.read(), translations.read()]);
      return withTranslations({ ...getValues(), content: read }, texts);
    },
    readNow: () => withTranslations({ ...getValues(), content: content.last() }, translations.readNow()),
  });
  const { arm, changed: autosaveChanged } = autosave;
  const translations = useTranslations({
    stored: caseStudy?.translations,
    languages,
    onEdit: autosaveChanged,
  });
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
    // A draft without a date keeps the date saved.
    const values = formOf({ ...draft, date: draft.date ?? caseStudy?.date });
    for (const name of FORM_FIELDS) {
      // Content is not marked dirty: the editor reports its own change below.
      setValue(name, values[name], name === 'content' ? {} : { shouldDirty: true });
    }
    if (!editing) setSlugFollowsTitle(values.slug === slugifyIn(values.title, source));
    if (values.content !== (caseStudy?.content ?? '')) {
      content.set(values.content);
      setEditorContent(values.content);
      setRestoredContent(true);
    }
    if (multilingual && draft.translations) translations.restore(draft.translations);
    setOffer(null);
    arm(savedAt);
  };

  const discardDraft = () => {
    setOffer(null);
    removeLocal(slot);
    deleteAutosave(slot).catch(() => undefined);
    arm();
  };

  const title = useWatch({ control, name: 'title' });

  /**
   * Reads the editor into `content`. Not marked dirty: what the owner changed in the editor is
   * tracked by its own change events, and a re-serialised but untouched document is no change.
   */
  const readEditor = async (validate: boolean) => {
    const saved = (await editor.current?.save()) ?? JSON.stringify(parseDocument(''));
    setValue('content', saved, { shouldValidate: validate });
  };

  const onEditorChange = (typed?: boolean) => {
    void editorChanges.reported(typed);
    autosaveChanged();
    if (!isSubmitted) return;
    clearTimeout(recheck.current);
    recheck.current = setTimeout(() => void readEditor(true), RECHECK_DELAY_MS);
  };

  /**
   * A save refused because the case study was saved elsewhere since it was opened: the answer
   * holds that newer save, which the next Update replaces (the list shows it already). Its save
   * cleared the draft, so this dialog's state is stored as the draft again.
   */
  const onSavedElsewhere = (error: ApiWriteError) => {
    if (error.current) setBaseVersion(error.current.version);
    setElsewhere(error.serverMessage ?? null);
    void autosave.keep();
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (readingEditor || save.isPending) return;
    clearTimeout(recheck.current);
    setReadingEditor(true);
    let texts: TranslationsForm;
    try {
      [, texts] = await Promise.all([readEditor(false), translations.read()]);
    } finally {
      setReadingEditor(false);
    }
    setRefusedTexts({});
    await handleSubmit(
      (body) =>
        save.mutate(
          {
            id: caseStudy?.id,
            body: withTranslations(caseStudy ? { ...body, baseVersion } : body, texts),
          },
          {
            onSuccess: () => {
              // The server cleared the draft with the save.
              autosave.stop();
              onClose();
            },
            onError: (error) => {
              showServerErrors(setError, CASE_STUDY_FIELDS)(error);
              const refused = translationErrors(error);
              setRefusedTexts(refused);
              if (error instanceof ApiWriteError && error.fields.length > 0) {
                // `translations.de.slug` is in the settings as `slug` is.
                revealErrors(error.fields.map(({ field }) => field.split('.').at(-1) ?? field));
                // Its messages show in the language they are about: the first refused one, or
                // the default's when only the default's fields were refused.
                showLanguage(refusedLanguage(refused, others) ?? source);
              }
              if (savedElsewhere(error)) onSavedElsewhere(error);
            },
          },
        ),
      (invalid) => {
        revealErrors(Object.keys(invalid));
        showLanguage(source);
      },
    )();
  };

  // The preview shows the language shown here, with what is typed in every language.
  const preview = async () => {
    const [, texts] = await Promise.all([readEditor(false), translations.read()]);
    openPreview(withTranslations(getValues(), texts), language === source ? undefined : language);
  };

  const saving = readingEditor || save.isPending;
  const contentErrors = contentMessages(errors.content, getValues('content'));

  // The title and the content in the default language: the whole writing column of a site in one.
  const defaultWriting = (
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
          onClick={() => editor.current?.focus()}
        >
          Content *
        </span>
        <ContentEditor
          ref={editor}
          initialContent={editorContent}
          onChange={onEditorChange}
          onReady={() => void editorChanges.ready()}
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

  return (
    <FormDialog
      open
      title={editing ? 'Edit Case Study' : 'Add Case Study'}
      dirty={isDirty || contentChanged || translations.changed}
      onClose={() => {
        // Closed without saving (nothing changed, or the owner discarded the changes).
        autosave.discard();
        onClose();
      }}
      // Esc closes the settings where they cover the writing, before it would close the view.
      onEscapeKeyDown={(event) => {
        if (!settingsCover) return;
        event.preventDefault();
        closeSettings();
      }}
      bar={
        <>
          <AutosaveStatusLine status={autosave.status} />
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
            onClick={toggleSettings}
          >
            <PanelIcon />
            <span className="writer-settings-label">Settings</span>
          </button>
        </>
      }
    >
      <FormProvider {...form}>
        <form
          id={formId}
          className="writer"
          data-settings={settingsOpen ? 'open' : 'closed'}
          noValidate
          onSubmit={(event) => void submit(event)}
        >
          {/* Where the settings cover the writing, the writing is out of reach until they close. */}
          <div className="writer-main" inert={settingsCover}>
            <div className="form writer-column">
              {elsewhere && (
                <p className="field-error" role="alert">
                  {elsewhere}
                </p>
              )}
              {multilingual ? (
                <Tabs.Root value={language} onValueChange={showLanguage} className="translation-tabs">
                  <Tabs.List className="tab-list translation-tab-list" aria-label="Language">
                    {languages.map((tag) => (
                      <Tabs.Trigger key={tag} value={tag} className="tab-trigger">
                        {tag === source ? `${tag} (default)` : tag}
                      </Tabs.Trigger>
                    ))}
                  </Tabs.List>
                  {/* Mounted while hidden, so the form's fields keep their checks and the editor its document. */}
                  <Tabs.Content value={source} forceMount className="translation-panel">
                    {defaultWriting}
                  </Tabs.Content>
                  {others.map((tag) => (
                    <Tabs.Content
                      key={tag}
                      value={tag}
                      // Set up when first shown, then kept (with its editor) while another is.
                      forceMount={visited.has(tag) || undefined}
                      className="translation-panel"
                    >
                      <TranslationWriting
                        key={translations.editorSeed(tag).key}
                        language={tag}
                        source={source}
                        title={translations.textsIn(tag).title}
                        onTitle={(text) => translations.setTitle(tag, text)}
                        sourceTitle={title ?? ''}
                        sourceContent={content.last}
                        editorRef={translations.editorRef(tag)}
                        editorContent={translations.editorSeed(tag).content}
                        onEditorChange={(typed) => translations.editorChanged(tag, typed)}
                        onEditorReady={() => void translations.editorReady(tag)}
                        errors={refusedTexts}
                      />
                    </Tabs.Content>
                  ))}
                </Tabs.Root>
              ) : (
                defaultWriting
              )}
            </div>
          </div>
          {settingsCover && (
            <div className="writer-backdrop" aria-hidden="true" onClick={closeSettings} />
          )}
          <WriterSettings
            id={panelId}
            panelRef={panel}
            onClose={closeSettings}
            caseStudy={caseStudy}
            onSlugTyped={(value) => {
              if (!editing) setSlugFollowsTitle(value === '');
            }}
            dirty={isDirty || contentChanged}
            onRestoring={autosave.stop}
            onRestoreFailed={() => arm()}
            onRestored={onRestored}
            language={multilingual ? language : undefined}
            translation={
              language === source
                ? undefined
                : {
                    language,
                    source,
                    texts: translations.textsIn(language),
                    onSlug: (slug) => translations.setSlug(language, slug),
                    onEdit: (patch) => translations.edit(language, patch),
                    errors: refusedTexts,
                  }
            }
          />
        </form>
      </FormProvider>
      <DraftOffer autosave={offer} onRestore={restoreDraft} onDiscard={discardDraft} />
    </FormDialog>
  );
}
