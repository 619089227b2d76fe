import * as Tabs from '@radix-ui/react-tabs';
import { useQuery } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import type { LanguageWords, WordingBody } from '../../../lib/api-schema';
import { limits } from '../../../lib/core';
import { Field } from '../components/field';
import { LoadFailed, Loading } from '../components/query-states';
import { useSaveWording, wordingQuery } from './api/wording-api';

/** A language's overrides as the form holds them, by the name the server gives each field:
 * `texts.{key}`, `counted.{key}.{category}`. Blank is the catalogue's. */
type Draft = Record<string, string>;

function draftOf(words: LanguageWords): Draft {
  const draft: Draft = {};
  for (const text of words.texts) draft[`texts.${text.key}`] = text.custom ?? '';
  for (const counted of words.counted) {
    for (const form of counted.forms) {
      draft[`counted.${counted.key}.${form.category}`] = form.custom ?? '';
    }
  }
  return draft;
}

function bodyOf(words: LanguageWords, draft: Draft): WordingBody {
  const texts: Record<string, string> = {};
  for (const text of words.texts) {
    const value = draft[`texts.${text.key}`]?.trim();
    if (value) texts[text.key] = value;
  }
  const counted: Record<string, Record<string, string>> = {};
  for (const each of words.counted) {
    const forms: Record<string, string> = {};
    for (const form of each.forms) {
      const value = draft[`counted.${each.key}.${form.category}`]?.trim();
      if (value) forms[form.category] = value;
    }
    if (Object.keys(forms).length > 0) counted[each.key] = forms;
  }
  return { texts, counted };
}

/**
 * Issue 25 goal 5, "The owner can override any string from the admin": a tab per language of the
 * site, each text of the public interface with the catalogue's wording as its placeholder; a
 * text left blank shows the catalogue's. Counted texts have a field per CLDR plural category of
 * the language. The server checks every override (its bound, its placeholders) and its messages
 * show under their fields.
 */
export function WordingSection() {
  const wording = useQuery(wordingQuery());
  const [shown, setShown] = useState<string>();
  if (wording.isPending) return <Loading text="Loading site wording..." />;
  if (wording.error) {
    return <LoadFailed error={wording.error} retry={() => void wording.refetch()} />;
  }
  const languages = wording.data;
  const current = shown ?? languages[0]?.language ?? '';
  return (
    <section className="admin-card wording-section" aria-labelledby="wording-heading">
      <div className="admin-card-body">
        <h2 className="section-title" id="wording-heading">
          Site Wording
        </h2>
        <p className="field-hint">
          The words your public pages write themselves: tabs, filters, dates, counts, empty states
          and the not-found pages. Leave a text blank to keep Folio&apos;s wording, shown in grey.
        </p>
        <Tabs.Root value={current} onValueChange={setShown} className="translation-tabs">
          {languages.length > 1 && (
            <Tabs.List className="tab-list translation-tab-list" aria-label="Wording language">
              {languages.map(({ language }, index) => (
                <Tabs.Trigger key={language} value={language} className="tab-trigger">
                  {index === 0 ? `${language} (default)` : language}
                </Tabs.Trigger>
              ))}
            </Tabs.List>
          )}
          {languages.map((words) => (
            <Tabs.Content key={words.language} value={words.language} className="translation-panel">
              <LanguageWording words={words} />
            </Tabs.Content>
          ))}
        </Tabs.Root>
      </div>
    </section>
  );
}

/** One language's form: its texts and counted texts, saved together. */
function LanguageWording({ words }: { words: LanguageWords }) {
  const [draft, setDraft] = useState(() => draftOf(words));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const save = useSaveWording(setErrors);
  const set = (name: string, value: string) => setDraft((before) => ({ ...before, [name]: value }));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    save.mutate({ language: words.language, body: bodyOf(words, draft) });
  };
  const field = (name: string, label: string, fallback: string, placeholders: string[]) => {
    const value = draft[name] ?? '';
    const hint =
      placeholders.length > 0 ? `Keep ${placeholders.join(', ')}: the page fills it in.` : undefined;
    return (
      <div key={name} className="wording-field">
        <Field label={label} hint={hint} error={errors[name]} count={{ value, max: limits.wording }}>
          <input
            className="input"
            lang={words.language}
            value={value}
            placeholder={fallback}
            onChange={(event) => set(name, event.target.value)}
          />
        </Field>
        {value !== '' && (
          <button
            type="button"
            className="button button--ghost button--small wording-reset"
            onClick={() => set(name, '')}
            aria-label={`Use the default for ${label}`}
          >
            Use default
          </button>
        )}
      </div>
    );
  };
  return (
    <form className="wording-form" onSubmit={submit} aria-label={`Wording in ${words.language}`}>
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
