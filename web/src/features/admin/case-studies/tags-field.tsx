import { type KeyboardEvent, type Ref, useId, useState } from 'react';
import { addTag, limits } from '../../../lib/core';
import { CharCount } from '../components/field';

interface TagsFieldProps {
  tags: string[];
  onChange: (tags: string[]) => void;
  error?: string;
  /** The field's label: `Tags`, or a translation's `Tags (de)`. */
  label?: string;
  /** The language the tags are written in, when it is not the page's. */
  lang?: string;
  /** The tag input's ref (a missing translation's link focuses it). */
  inputRef?: Ref<HTMLInputElement>;
}

/** Spec §2/§5 Tags: typed in and added with the Add button or Enter, by folio-core's rule. */
export function TagsField({ tags, onChange, error, label = 'Tags', lang, inputRef }: TagsFieldProps) {
  const id = useId();
  const [candidate, setCandidate] = useState('');

  const add = () => {
    onChange(addTag({ tags, candidate }));
    setCandidate('');
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter' || event.nativeEvent.isComposing) return;
    // Enter adds the tag; it must not submit the form.
    event.preventDefault();
    add();
  };

  return (
    <div className="field">
      <div className="field-label-row">
        <label className="field-label" htmlFor={id}>
          {label}
        </label>
        <CharCount value={candidate} max={limits.tag} />
      </div>
      <div className="cs-tag-row">
        <input
          ref={inputRef}
          id={id}
          className="input"
          value={candidate}
          onChange={(event) => setCandidate(event.target.value)}
          onKeyDown={onKeyDown}
          lang={lang}
          placeholder="Add a tag and press Enter"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
        />
        <button type="button" className="button" onClick={add}>
          Add
        </button>
      </div>
      {error && (
        <p className="field-error" id={`${id}-error`} role="alert">
          {error}
        </p>
      )}
      {tags.length > 0 && (
        <ul className="cs-tags" aria-label={label === 'Tags' ? 'Added tags' : `Added ${label.toLowerCase()}`}>
          {tags.map((tag) => (
            <li key={tag} className="cs-tag">
              <span lang={lang}>{tag}</span>
              <button
                type="button"
                className="cs-tag-remove"
                onClick={() => onChange(tags.filter((other) => other !== tag))}
                aria-label={`Remove tag ${tag}`}
              >
                ×
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
