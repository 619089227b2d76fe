import { type ReactElement, cloneElement, useId } from 'react';
import { countedLength } from '../../../lib/core';

interface FieldProps {
  label: string;
  /** The message under the field, from folio-core or the server. */
  error?: string;
  hint?: string;
  /** The field's text and folio-core's bound for it: a counter shows once the text nears it. */
  count?: { value: string | undefined; max: number };
  /** The single control; it receives `id`, `aria-invalid` and `aria-describedby`. */
  children: ReactElement<Record<string, unknown>>;
}

/** A labelled form control with its hint, its character counter and its error. */
export function Field({ label, error, hint, count, children }: FieldProps) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const countId = `${id}-count`;
  const counter = count && <CharCount id={countId} value={count.value} max={count.max} />;
  const describedBy =
    [hint && hintId, counter && countId, error && errorId].filter(Boolean).join(' ') || undefined;
  return (
    <div className="field">
      <div className="field-label-row">
        <label className="field-label" htmlFor={id}>
          {label}
        </label>
        {counter}
      </div>
      {cloneElement(children, {
        id,
        'aria-invalid': error ? true : undefined,
        'aria-describedby': describedBy,
      })}
      {hint && (
        <p className="field-hint" id={hintId}>
          {hint}
        </p>
      )}
      {error && (
        <p className="field-error" id={errorId} role="alert">
          {error}
        </p>
      )}
    </div>
  );
}

/** From this share of a bound on, the counter shows. */
const NEAR = 0.8;

/**
 * '187 / 200', shown once the text is near folio-core's bound and marked past it, so a limit is
 * seen before the submit that would refuse it. Counted as folio-core counts (trimmed characters).
 */
export function CharCount({ id, value, max }: { id?: string; value: string | undefined; max: number }) {
  const length = countedLength(value ?? '');
  if (length < max * NEAR) return null;
  const over = length > max;
  return (
    <span id={id} className={over ? 'char-count char-count--over' : 'char-count'}>
      {length} / {max}
      <span className="sr-only"> characters{over ? ', too many' : ''}</span>
    </span>
  );
}
