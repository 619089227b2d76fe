import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import type { LanguageWords, WordingBody } from '../../../lib/api-schema';
import { limits } from '../../../lib/core';
import { Field } from '../components/field';
import { useSaveWording } from './api/wording-api';

/** A language's overrides as the form holds them: the body's shape, blank for the catalogue's. */
interface Form {
  texts: Record<string, string>;
  counted: Record<string, Record<string, string>>;
}

function formOf(words: LanguageWords): Form {
  return {
    texts: Object.fromEntries(words.texts.map((text) => [text.key, text.custom ?? ''])),
    counted: Object.fromEntries(
      words.counted.map((counted) => [
        counted.key,
        Object.fromEntries(counted.forms.map((form) => [form.category, form.custom ?? ''])),
      ]),
    ),
  };
}

/** The form's values as the server takes them: blank texts left out (the catalogue's). */
function bodyOf(form: Form): WordingBody {
  const filled = (values: Record<string, string>) =>
    Object.fromEntries(
      Object.entries(values)
        .map(([key, value]) => [key, value.trim()] as const)
        .filter(([, value]) => value !== ''),
    );
  const counted = Object.fromEntries(
    Object.entries(form.counted)
      .map(([key, forms]) => [key, filled(forms)] as const)
      .filter(([, forms]) => Object.keys(forms).length > 0),
  );
  return { texts: filled(form.texts), counted };
}

/**
 * One language's wording: its texts and counted texts, saved together. The server checks every
 * override (folio-core's rules are not in the browser's module, which has a size budget); its
 * messages show under their fields, named as it names them (`texts.tabExperiences`).
 */
export function LanguageWordingForm({ words }: { words: LanguageWords }) {
  const { register, handleSubmit, setValue, control } = useForm<Form>({
    defaultValues: formOf(words),
  });
  const values = useWatch({ control });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const save = useSaveWording(setErrors);
  const submit = handleSubmit((form) =>
    save.mutate({ language: words.language, body: bodyOf(form) }),
  );
  const field = (
    name: `texts.${string}` | `counted.${string}.${string}`,
    label: string,
    fallback: string,
    placeholders: string[],
  ) => {
    const [group, key, category] = name.split('.') as [keyof Form, string, string?];
    const value =
      group === 'texts' ? values.texts?.[key] ?? '' : values.counted?.[key]?.[category!] ?? '';
    const hint =
      placeholders.length > 0 ? `Keep ${placeholders.join(', ')}: the page fills it in.` : undefined;
    return (
      <div key={name} className="wording-field">
        <Field label={label} hint={hint} error={errors[name]} count={{ value, max: limits.wording }}>
          <input className="input" lang={words.language} placeholder={fallback} {...register(name)} />
        </Field>
        {value !== '' && (
          <button
            type="button"
            className="button button--ghost button--small wording-reset"
            onClick={() => setValue(name, '', { shouldDirty: true })}
            aria-label={`Use the default for ${label}`}
          >
            Use default
          </button>
        )}
      </div>
    );
  };
  return (
    <form
      className="wording-form"
      onSubmit={(event) => void submit(event)}
      aria-label={`Wording in ${words.language}`}
    >
      {!words.ownCatalogue && (
        <p className="field-hint">
          Folio has no {words.language} wording of its own: blank texts show the English one.
        </p>
      )}
      {errors.language && (
        <p className="field-error" role="alert">
          {errors.language}
        </p>
      )}
      <div className="wording-fields">
        {words.texts.map((text) =>
          // Named by its text and its key: two keys may share a wording (a tab and a list's
          // name for assistive technology).
          field(`texts.${text.key}`, `${text.default} (${text.key})`, text.default, text.placeholders),
        )}
      </div>
      {words.counted.map((counted) => (
        <fieldset key={counted.key} className="wording-counted">
          <legend className="wording-legend">
            Counted: {counted.forms.find((form) => form.category === 'other')?.default}
          </legend>
          <p className="field-hint">
            One form per plural category of {words.language}, each with {'{n}'} for the number.
            Fill in all of them or none.
          </p>
          <div className="wording-fields">
            {counted.forms.map((form) =>
              field(
                `counted.${counted.key}.${form.category}`,
                form.category,
                form.default,
                form.placeholders,
              ),
            )}
          </div>
        </fieldset>
      ))}
      <button type="submit" className="button button--primary" disabled={save.isPending}>
        {save.isPending ? 'Saving...' : `Save ${words.language} wording`}
      </button>
    </form>
  );
}
