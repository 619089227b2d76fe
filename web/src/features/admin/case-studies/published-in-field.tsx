import { useId } from 'react';

interface PublishedInFieldProps {
  language: string;
  /** `undefined`: as the default language. */
  value: boolean | undefined;
  onChange: (value: boolean | undefined) => void;
  /** Whether the default language is published now (what "as the default" means today). */
  defaultPublished: boolean;
  error?: string;
}

/**
 * Whether the case study shows in one of the other languages (issue 25 goal 3: published in some
 * languages and not others): as the default language does, or published or hidden there alone.
 * Native radio buttons: arrow keys move between them, and a screen reader reads the group's name.
 */
export function PublishedInField({ language, value, onChange, defaultPublished, error }: PublishedInFieldProps) {
  const name = useId();
  const options: [string, boolean | undefined, string][] = [
    ['default', undefined, `As the default language (${defaultPublished ? 'published' : 'not published'})`],
    ['published', true, 'Published'],
    ['hidden', false, 'Not published'],
  ];
  return (
    <fieldset
      className="field published-in"
      aria-invalid={error ? true : undefined}
      aria-describedby={error ? `${name}-error` : undefined}
    >
      <legend className="field-label">Published in {language}</legend>
      {options.map(([key, option, label]) => (
        <label key={key} className="published-in-option">
          <input
            type="radio"
            name={name}
            value={key}
            checked={value === option}
            onChange={() => onChange(option)}
          />
          {label}
        </label>
      ))}
      {error && (
        <p className="field-error" id={`${name}-error`} role="alert">
          {error}
        </p>
      )}
    </fieldset>
  );
}
