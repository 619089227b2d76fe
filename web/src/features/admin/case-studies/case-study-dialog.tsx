import { useId } from 'react';
import { FormProvider, useForm, useWatch } from 'react-hook-form';
import type { CaseStudy } from '../../../lib/api-schema';
import {
  type CaseStudyDraft,
  type NewCaseStudy,
  validateCaseStudy,
} from '../../../lib/core';
import { FormDialog } from '../components/form-dialog';
import { coreResolver } from '../lib/core-resolver';
import { formOf } from './case-study-form';
import { DefaultWriting } from './default-writing';
import { DraftOffer } from './draft-offer';
import { useCaseStudyAutosave } from './use-case-study-autosave';
import { useCaseStudySave } from './use-case-study-save';
import { useContentWriting } from './use-content-writing';
import { useSettingsPanel } from './use-settings-panel';
import { useSlugFollowsTitle } from './use-slug-follows-title';
import { useWritingLanguages } from './use-writing-languages';
import { WriterBar } from './writer-bar';
import { WriterSettings } from './writer-settings';
import { shownTranslation, WritingTabs } from './writing-tabs';

interface CaseStudyDialogProps {
  /** The case study to edit, or null to create one. */
  caseStudy: CaseStudy | null;
  onClose: () => void;
  /** A revision was restored: show the case study as it is saved now. */
  onRestored: (caseStudy: CaseStudy) => void;
}

/**
 * Spec §2 case study dialog, as a full-screen writing view (issue 23): the title and the content
 * in a centred column, the other fields in a settings panel that slides in from the right and
 * closes. Mounted afresh for every opening, so closing it resets the form and destroys the editor.
 * folio-core validates in the browser exactly as the server will.
 */
export function CaseStudyDialog({ caseStudy, onClose, onRestored }: CaseStudyDialogProps) {
  const editing = caseStudy !== null;
  const form = useForm<CaseStudyDraft, unknown, NewCaseStudy>({
    defaultValues: formOf(caseStudy),
    resolver: coreResolver(validateCaseStudy),
  });
  const { control, setValue, formState: { isDirty, isSubmitted } } = form;
  const formId = useId();
  const panelId = useId();
  // The settings start open where they fit beside the writing, closed where they would cover it.
  const settings = useSettingsPanel();
  const languages = useWritingLanguages();
  const { source, multilingual, language } = languages;
  const slug = useSlugFollowsTitle(editing, source);

  const writing = useContentWriting(caseStudy?.content, setValue);
  const { autosave, translations, withTranslations, ...draft } = useCaseStudyAutosave({
    caseStudy,
    form,
    writing,
    languages,
    onRestored: slug.restored,
  });
  const { arm, changed: autosaveChanged } = autosave;

  const title = useWatch({ control, name: 'title' });

  const onEditorChange = (typed?: boolean) => {
    writing.reported(typed);
    autosaveChanged();
    if (isSubmitted) writing.recheckSoon();
  };

  const { submit, preview, saving, elsewhere, refusedTexts } = useCaseStudySave({
    caseStudy,
    form,
    writing,
    readTexts: translations.read,
    withTranslations,
    autosave,
    revealErrors: settings.reveal,
    languages,
    onClose,
  });

  const defaultWriting = (
    <DefaultWriting
      title={title}
      source={source}
      slugFollowsTitle={slug.follows}
      editorRef={writing.editor}
      editorContent={writing.editorContent}
      onEditorChange={onEditorChange}
      onEditorReady={writing.ready}
    />
  );

  return (
    <FormDialog
      open
      title={editing ? 'Edit Case Study' : 'Add Case Study'}
      dirty={isDirty || writing.changed || translations.changed}
      onClose={() => {
        // Closed without saving (nothing changed, or the owner discarded the changes).
        autosave.discard();
        onClose();
      }}
      // Esc closes the settings where they cover the writing, before it would close the view.
      onEscapeKeyDown={(event) => {
        if (!settings.covers) return;
        event.preventDefault();
        settings.close();
      }}
      bar={
        <WriterBar
          status={autosave.status}
          editing={editing}
          saving={saving}
          onPreview={() => void preview()}
          formId={formId}
          settingsOpen={settings.open}
          panelId={panelId}
          toggleRef={settings.toggleRef}
          onToggle={settings.toggle}
        />
      }
    >
      <FormProvider {...form}>
        <form
          id={formId}
          className="writer"
          data-settings={settings.open ? 'open' : 'closed'}
          noValidate
          onSubmit={(event) => void submit(event)}
        >
          {/* Where the settings cover the writing, the writing is out of reach until they close. */}
          <div className="writer-main" inert={settings.covers}>
            <div className="form writer-column">
              {elsewhere && (
                <p className="field-error" role="alert">
                  {elsewhere}
                </p>
              )}
              {multilingual ? (
                <WritingTabs
                  languages={languages}
                  translations={translations}
                  sourceTitle={title ?? ''}
                  sourceContent={writing.content.last}
                  errors={refusedTexts}
                >
                  {defaultWriting}
                </WritingTabs>
              ) : (
                defaultWriting
              )}
            </div>
          </div>
          {settings.covers && (
            <div className="writer-backdrop" aria-hidden="true" onClick={settings.close} />
          )}
          <WriterSettings
            id={panelId}
            panelRef={settings.panelRef}
            onClose={settings.close}
            caseStudy={caseStudy}
            onSlugTyped={slug.typed}
            dirty={isDirty || writing.changed}
            onRestoring={autosave.stop}
            onRestoreFailed={() => arm()}
            onRestored={onRestored}
            language={multilingual ? language : undefined}
            translation={shownTranslation(languages, translations, refusedTexts)}
          />
        </form>
      </FormProvider>
      <DraftOffer autosave={draft.offer} onRestore={draft.restoreDraft} onDiscard={draft.discardDraft} />
    </FormDialog>
  );
}
