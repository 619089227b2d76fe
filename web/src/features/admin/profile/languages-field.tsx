import { type KeyboardEvent, useId, useRef, useState } from 'react';
import { limits } from '../../../lib/core';

interface LanguagesFieldProps {
  /** The tags the form holds, the default first, as typed until the server answers them in
   * canonical case. */
  languages: string[];
  onChange: (languages: string[]) => void;
  /** The server's message about the list as a whole (`languages`). */
  error?: string;
  /** The server's message about each row (`languages.N`), by index. */
  rowErrors: (string | undefined)[];
}

/**
 * The site's languages (issue 25): the default first, then the others; add a BCP 47 tag, remove
 * one, make one the default. The server checks the tags (folio-core's `Languages::parse`) and its
 * messages show under the row or the list. A site always has a language, so the last one has no
 * Remove.
 */
export function LanguagesField({ languages, onChange, error, rowErrors }: LanguagesFieldProps) {
  const id = useId();
  const [typed, setTyped] = useState('');
  const input = useRef<HTMLInputElement>(null);
  // The row to focus once the list has been drawn again (its button may have gone).
  const focusNext = useRef<number | null>(null);

  const change = (next: string[], focus: number | null) => {
    focusNext.current = focus;
    onChange(next);
  };
  const add = () => {
    const tag = typed.trim();
    if (tag === '') return;
    change([...languages, tag], null);
    setTyped('');
    input.current?.focus();
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    // Enter adds the language instead of saving the whole dialog.
    if (event.key === 'Enter') {
      event.preventDefault();
      add();
    }
  };
  const full = languages.length >= limits.languages;
  const errorId = `${id}-error`;

  return (
    <fieldset className="links-fieldset languages-fieldset" aria-describedby={`${id}-hint`}>
      <legend className="field-label">Languages</legend>
      <p className="field-hint" id={`${id}-hint`}>
        The first is your site&apos;s default language. Add others as language tags, such as de,
        fr or pt-BR.
      </p>
      <ul className="language-list">
        {languages.map((tag, index) => {
          const rowError = rowErrors[index];
          const rowErrorId = `${id}-row-${index}-error`;
          return (
            <li
              key={`${index}-${tag}`}
              className="language-row"
              tabIndex={-1}
              aria-describedby={rowError ? rowErrorId : undefined}
              ref={(row) => {
                if (row && focusNext.current === index) {
                  focusNext.current = null;
                  row.focus();
                }
              }}
            >
              <span className="language-tag">{tag}</span>
              <span className="language-actions">
                {index === 0 ? (
                  <span className="badge">Default</span>
                ) : (
                  <button
                    type="button"
                    className="button button--small button--ghost"
                    onClick={() => change([tag, ...languages.filter((_, i) => i !== index)], 0)}
                  >
                    Make default<span className="sr-only"> ({tag})</span>
                  </button>
                )}
                {languages.length > 1 && (
                  <button
                    type="button"
                    className="button button--small button--ghost"
                    onClick={() =>
                      change(
                        languages.filter((_, i) => i !== index),
                        Math.min(index, languages.length - 2),
                      )
                    }
                  >
                    Remove<span className="sr-only"> {tag}</span>
                  </button>
                )}
              </span>
              {rowError && (
                <p className="field-error language-error" id={rowErrorId} role="alert">
                  {rowError}
                </p>
              )}
            </li>
          );
        })}
      </ul>
      {error && (
        <p className="field-error" id={errorId} role="alert">
          {error}
        </p>
      )}
      {!full && (
        <div className="language-add">
          <label className="field-label" htmlFor={`${id}-new`}>
            New language
          </label>
          <input
            ref={input}
            id={`${id}-new`}
            className="input"
            placeholder="pt-BR"
            autoComplete="off"
            spellCheck={false}
            value={typed}
            aria-describedby={[`${id}-hint`, error && errorId].filter(Boolean).join(' ')}
            onChange={(event) => setTyped(event.target.value)}
            onKeyDown={onKeyDown}
          />
          <button type="button" className="button" onClick={add}>
            Add language
          </button>
        </div>
      )}
    </fieldset>
  );
}
