import * as Tabs from '@radix-ui/react-tabs';
import { type ReactNode, useRef, useState } from 'react';
import { useFixTarget } from '../lib/fix-target';
import { type FlatTranslations, refusedLanguage, type TranslatedField } from '../lib/translations';
import { Field } from './field';

interface TranslationTabsProps {
  /** The site's languages, the default first. */
  languages: readonly string[];
  /** The row's translatable fields, with the default language's text. */
  fields: readonly TranslatedField[];
  value: FlatTranslations;
  onChange: (next: FlatTranslations) => void;
  /** The server's messages about the translations, by field (`translations.de.jobTitle`). */
  errors?: Record<string, string>;
  /** The dialog's own fields: the default language's, and those shared by every language. */
  children: ReactNode;
}

const NO_ERRORS: Record<string, string> = {};

/**
 * A dialog in each of the site's languages (issue 25 goal 2): the default's tab holds the form as
 * it always was; each other language's holds the translatable fields, each with the default's
 * text beside it. A text left blank is not translated: the public page shows the default's,
 * marked with its language. A one-language site sees the form alone.
 */
export function TranslationTabs({
  languages,
  fields,
  value,
  onChange,
  errors = NO_ERRORS,
  children,
}: TranslationTabsProps) {
  const [source, ...others] = languages;
  // Opened from a missing translation (issue 40 point 4): its language, and its field focused once.
  const { target } = useFixTarget();
  const [shown, setShown] = useState(() =>
    target?.language && others.includes(target.language) ? target.language : source ?? '',
  );
  const focused = useRef(false);
  const focusTarget = (element: HTMLElement | null) => {
    if (!element || focused.current) return;
    focused.current = true;
    element.focus();
  };
  // A refused save shows the first language it names, where its messages are (state adjusted
  // as the messages change, during the render).
  const [answered, setAnswered] = useState(errors);
  if (errors !== answered) {
    setAnswered(errors);
    const refused = refusedLanguage(errors, others);
    if (refused) setShown(refused);
  }
  if (languages.length < 2) return <>{children}</>;
  const set = (language: string, field: string, text: string) =>
    onChange({ ...value, [language]: { ...value[language], [field]: text } });
  return (
    <Tabs.Root value={shown} onValueChange={setShown} className="translation-tabs">
      <Tabs.List className="tab-list translation-tab-list" aria-label="Language">
        {languages.map((language) => (
          <Tabs.Trigger key={language} value={language} className="tab-trigger">
            {language === source ? `${language} (default)` : language}
          </Tabs.Trigger>
        ))}
      </Tabs.List>
      {/* Mounted while hidden, so the form's own fields keep their place and their checks. */}
      <Tabs.Content value={source!} forceMount className="translation-panel">
        {children}
      </Tabs.Content>
      {others.map((language) => (
        <Tabs.Content key={language} value={language} className="translation-panel">
          {errors[`translations.${language}`] && (
            <p className="field-error" role="alert">
              {errors[`translations.${language}`]}
            </p>
          )}
          <p className="field-hint">
            Blank fields show the {source} text on the {language} pages. Dates, links, order and
            images are shared by every language.
          </p>
          {fields.map((field) => {
            const text = value[language]?.[field.key] ?? '';
            const input = {
              ref: target?.language === language && target.field === field.key ? focusTarget : undefined,
              className: field.long ? 'textarea' : 'input',
              lang: language,
              value: text,
              onChange: (event: { target: { value: string } }) =>
                set(language, field.key, event.target.value),
            };
            return (
              <div key={field.key} className="translation-field">
                <Field label={`${field.label} (${language})`} count={{ value: text, max: field.max }}
                  error={errors[`translations.${language}.${field.key}`]}
                  hint={field.source ? undefined : `Not written in ${source} yet.`}>
                  {field.long ? <textarea rows={3} {...input} /> : <input {...input} />}
                </Field>
                {field.source && (
                  <p className="translation-source" lang={source}>
                    <span className="translation-source-label">{source}:</span> {field.source}
                  </p>
                )}
              </div>
            );
          })}
        </Tabs.Content>
      ))}
    </Tabs.Root>
  );
}
