import { useEffect, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import type { LanguageWords, WordingBody } from '../../../lib/api-schema';
import { limits } from '../../../lib/core';
import { Field } from '../components/field';
import { useSaveWording } from './api/wording-api';
import { WordingGroup } from './wording-group';
import { COUNTED_LABELS, WORDING_GROUPS, wordingLabel } from './wording-labels';

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
export function LanguageWordingForm({ words, focus }: { words: LanguageWords; focus?: string }) {
  const { register, handleSubmit, setValue, control, setFocus } = useForm<Form>({
    defaultValues: formOf(words),
  });
  // The text a missing translation's link names, focused once its group is open.
  useEffect(() => {
    if (focus) setFocus(`texts.${focus}`);
  }, [focus, setFocus]);
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
    where = '',
  ) => {
    const [group, key, category] = name.split('.') as [keyof Form, string, string?];
    const value =
      group === 'texts' ? values.texts?.[key] ?? '' : values.counted?.[key]?.[category!] ?? '';
    const keep =
      placeholders.length > 0 ? `Keep ${placeholders.join(', ')}: the page fills it in.` : '';
    const hint = [where, keep].filter(Boolean).join(' ') || undefined;
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
      {WORDING_GROUPS.map((group) => {
        const texts = words.texts.filter((text) => wordingLabel(text.key, text.default).group === group);
        if (texts.length === 0) return null;
        const own = texts.filter((text) => (values.texts?.[text.key] ?? '') !== '').length;
        const failed = texts.some((text) => errors[`texts.${text.key}`] !== undefined);
        return (
          <WordingGroup
            key={group}
            title={group}
            own={own}
            failed={failed || texts.some((text) => text.key === focus)}
          >
            {texts.map((text) => {
              // Named by what it shows in English, with where it appears: two texts may share
              // their words (a tab and a list's name for assistive technology).
              const { label, where } = wordingLabel(text.key, text.default);
              return field(`texts.${text.key}`, label, text.default, text.placeholders, where);
            })}
          </WordingGroup>
        );
      })}
      {words.counted.map((counted) => (
        <fieldset key={counted.key} className="wording-counted">
          <legend className="wording-legend">
            Counted: {COUNTED_LABELS[counted.key]?.label ??
              counted.forms.find((form) => form.category === 'other')?.default}
          </legend>
          <p className="field-hint">
            {COUNTED_LABELS[counted.key]?.where} One form per plural category of {words.language},
            each with {'{n}'} for the number. Fill in all of them or none.
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
