import type { FieldErrors, FieldValues, Resolver, UseFormSetError, Path } from 'react-hook-form';
import type { Checked, FieldError } from '../../../lib/core';
import { ApiWriteError } from '../../../lib/api';

/**
 * A react-hook-form resolver that asks folio-core (through the WASM module) whether the form is
 * valid: the browser shows exactly the messages the server would answer, under the same fields,
 * and submits folio-core's validated value (trimmed, normalised).
 */
export function coreResolver<V extends FieldValues, Out>(
  validate: (values: V) => Checked<Out>,
): Resolver<V, unknown, Out> {
  return (values) => {
    const checked = validate(values);
    if (checked.ok && checked.value !== undefined) return { values: checked.value, errors: {} };
    return { values: {}, errors: fieldErrors<V>(checked.errors ?? []) };
  };
}

function fieldErrors<V extends FieldValues>(errors: FieldError[]): FieldErrors<V> {
  const result: Record<string, { type: string; message: string }> = {};
  for (const error of errors) {
    // The first message per field is the one to fix first.
    result[error.field] ??= { type: error.code, message: error.message };
  }
  return result as FieldErrors<V>;
}

/**
 * A save's error handler that puts the server's field errors (422 validation, 409 duplicate slug)
 * under the form's fields named in `known`; the toast is the mutation's own.
 */
export function showServerErrors<V extends FieldValues>(
  setError: UseFormSetError<V>,
  known: readonly string[],
): (error: Error) => void {
  return (error) => {
    if (!(error instanceof ApiWriteError)) return;
    for (const field of error.fields) {
      if (known.includes(field.field)) {
        setError(field.field as Path<V>, { type: field.code, message: field.message });
      }
    }
  };
}
