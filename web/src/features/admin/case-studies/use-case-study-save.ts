import { type FormEvent, useState } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { ApiWriteError } from '../../../lib/api';
import type { CaseStudy } from '../../../lib/api-schema';
import type { CaseStudyDraft, NewCaseStudy } from '../../../lib/core';
import { showServerErrors } from '../lib/core-resolver';
import { savedElsewhere, useSave } from '../lib/resource';
import { refusedLanguage, translationErrors } from '../lib/translations';
import { CASE_STUDY_FIELDS, caseStudiesResource } from './case-studies-resource';
import type { CaseStudyTranslations, TranslationsForm } from './case-study-translations';
import { openPreview } from './open-preview';
import type { useCaseStudyAutosave } from './use-case-study-autosave';
import type { ContentWriting } from './use-content-writing';
import type { WritingLanguages } from './use-writing-languages';

/** What the dialog sends: the form's case study, with the other languages' texts on a site that has any. */
type SaveBody = NewCaseStudy & { translations?: CaseStudyTranslations; baseVersion?: number };

interface Options {
  /** The case study edited, or null while creating one. */
  caseStudy: CaseStudy | null;
  form: UseFormReturn<CaseStudyDraft, unknown, NewCaseStudy>;
  writing: ContentWriting;
  /** Reads the other languages' texts, their editors read afresh. */
  readTexts: () => Promise<TranslationsForm>;
  /** The draft with the other languages' texts, on a site that has any. */
  withTranslations: ReturnType<typeof useCaseStudyAutosave>['withTranslations'];
  autosave: { stop: () => void; keep: () => Promise<void> };
  /** Shows the settings that hold a refused field. */
  revealErrors: (fields: string[]) => void;
  languages: Pick<WritingLanguages, 'source' | 'others' | 'showLanguage' | 'language'>;
  onClose: () => void;
}

/**
 * The case study dialog's submit: the editors are read, the form is checked by folio-core and
 * sent; a refusal's messages show under their fields, in the language they are about. And the
 * preview, which reads them the same way.
 */
export function useCaseStudySave(options: Options) {
  const { caseStudy, form, writing, readTexts, withTranslations, autosave, revealErrors, languages } = options;
  const { source, others, showLanguage, language } = languages;
  // An update names the version it was edited from, so a save made elsewhere meanwhile is not
  // silently replaced: the owner is told, and saving again replaces it knowingly.
  const save = useSave<SaveBody, CaseStudy>(caseStudiesResource);
  const [baseVersion, setBaseVersion] = useState(caseStudy?.version);
  const [elsewhere, setElsewhere] = useState<string | null>(null);
  const [readingEditor, setReadingEditor] = useState(false);
  const [refusedTexts, setRefusedTexts] = useState<Record<string, string>>({});

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

  const onError = (error: Error) => {
    showServerErrors(form.setError, CASE_STUDY_FIELDS)(error);
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
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (readingEditor || save.isPending) return;
    writing.stopRecheck();
    setReadingEditor(true);
    let texts: TranslationsForm;
    try {
      [, texts] = await Promise.all([writing.readEditor(false), readTexts()]);
    } finally {
      setReadingEditor(false);
    }
    setRefusedTexts({});
    await form.handleSubmit(
      (body) =>
        save.mutate(
          { id: caseStudy?.id, body: withTranslations(caseStudy ? { ...body, baseVersion } : body, texts) },
          {
            onSuccess: () => {
              // The server cleared the draft with the save.
              autosave.stop();
              options.onClose();
            },
            onError,
          },
        ),
      (invalid) => {
        revealErrors(Object.keys(invalid));
        showLanguage(source);
      },
    )();
  };

  // The preview shows the language shown, with what is typed in every language.
  const preview = async () => {
    const [, texts] = await Promise.all([writing.readEditor(false), readTexts()]);
    openPreview(withTranslations(form.getValues(), texts), language === source ? undefined : language);
  };

  return { submit, preview, saving: readingEditor || save.isPending, elsewhere, refusedTexts };
}
