import { useState } from 'react';
import { type FieldValues, useWatch } from 'react-hook-form';
import {
  flatten,
  nest,
  type RowTranslations,
  translationErrors,
  useSiteLanguages,
} from './translations';
import { type SaveFormOptions, useSaveForm } from './use-save-form';

interface TranslatedSaveFormOptions<Form extends FieldValues, Body>
  extends Omit<SaveFormOptions<Form, Body>, 'extend' | 'onRefused'> {
  /** The edited row's texts in the site's other languages, as the API answers them. */
  translations: unknown;
}

/**
 * `useSaveForm` for a row with texts in the site's other languages (an experience, an education
 * entry): what it gives, the form's watched `values`, and `tabs`, the props of its
 * `TranslationTabs` but the fields. The other languages' texts go with the save when the site has
 * any (the server checks them); a refused one's message shows under its field in its tab.
 */
export function useTranslatedSaveForm<Form extends FieldValues, Body>({
  translations: stored,
  ...options
}: TranslatedSaveFormOptions<Form, Body>) {
  const languages = useSiteLanguages();
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [translations, setTranslations] = useState(() =>
    flatten(stored as RowTranslations | undefined),
  );
  const saveForm = useSaveForm<Form, Body>({
    ...options,
    extend: (body) =>
      languages.length > 1 ? { ...body, translations: nest(translations, languages) } : body,
    onRefused: (error) => setErrors(translationErrors(error)),
  });
  const values = useWatch({ control: saveForm.form.control });
  const tabs = { languages, value: translations, onChange: setTranslations, errors };
  return { ...saveForm, values, tabs };
}
