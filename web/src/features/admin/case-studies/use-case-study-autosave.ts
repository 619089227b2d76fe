import { useEffect } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import type { Autosave, CaseStudy } from '../../../lib/api-schema';
import type { CaseStudyDraft, NewCaseStudy } from '../../../lib/core';
import { useAutosave } from './autosave';
import { type CaseStudyForm, FORM_FIELDS, formOf } from './case-study-form';
import type { TranslationsForm } from './case-study-translations';
import type { ContentWriting } from './use-content-writing';
import { useDraftOffer } from './use-draft-offer';
import { useTranslations } from './use-translations';
import type { WritingLanguages } from './use-writing-languages';

interface Options {
  /** The case study edited, or null while creating one. */
  caseStudy: CaseStudy | null;
  form: UseFormReturn<CaseStudyDraft, unknown, NewCaseStudy>;
  /** The default language's content. */
  writing: Pick<ContentWriting, 'content' | 'restore'>;
  languages: Pick<WritingLanguages, 'languages' | 'multilingual'>;
  /** A draft was restored into the form (its values as the form holds them). */
  onRestored: (values: CaseStudyForm) => void;
}

/**
 * Issue 14: the case study dialog's state is autosaved apart from the case study (see
 * autosave.ts), with the texts in the site's other languages; an earlier draft is offered back.
 */
export function useCaseStudyAutosave({ caseStudy, form, writing, languages, onRestored }: Options) {
  const { getValues, setValue, subscribe } = form;
  const { content } = writing;
  const slot = caseStudy?.id ?? null;
  /** The draft with the other languages' texts, on a site that has any. */
  const withTranslations = <D extends CaseStudyDraft>(draft: D, texts: TranslationsForm) =>
    languages.multilingual ? { ...draft, translations: translations.body(texts) } : draft;
  const autosave = useAutosave({
    slot,
    read: async () => {
      const [read, texts] = await Promise.all([content.read(), translations.read()]);
      return withTranslations({ ...getValues(), content: read }, texts);
    },
    readNow: () => withTranslations({ ...getValues(), content: content.last() }, translations.readNow()),
  });
  const { arm, changed } = autosave;
  const translations = useTranslations({
    stored: caseStudy?.translations,
    languages: languages.languages,
    onEdit: changed,
  });
  const draft = useDraftOffer(slot, arm);

  // Every change of a field counts as an edit (the editor reports its own).
  useEffect(
    () =>
      subscribe({
        formState: { values: true },
        // A field's change names the field; validation and submit states do not.
        callback: ({ name }) => {
          if (name) changed();
        },
      }),
    [subscribe, changed],
  );

  const restoreDraft = ({ draft: restored, savedAt }: Autosave) => {
    // A draft without a date keeps the date saved.
    const values = formOf({ ...restored, date: restored.date ?? caseStudy?.date });
    for (const name of FORM_FIELDS) {
      // Content is not marked dirty: the editor reports its own change.
      setValue(name, values[name], name === 'content' ? {} : { shouldDirty: true });
    }
    onRestored(values);
    if (values.content !== (caseStudy?.content ?? '')) writing.restore(values.content);
    if (languages.multilingual && restored.translations) translations.restore(restored.translations);
    draft.restored(savedAt);
  };

  return { autosave, translations, withTranslations, offer: draft.offer, restoreDraft, discardDraft: draft.discard };
}
