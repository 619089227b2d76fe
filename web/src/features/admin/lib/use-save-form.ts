import { type DefaultValues, type FieldValues, useForm } from 'react-hook-form';
import type { Checked } from '../../../lib/core';
import { coreResolver, showServerErrors } from './core-resolver';
import { type Resource, useSave } from './resource';

export interface SaveFormOptions<Form extends FieldValues, Body> {
  resource: Resource<unknown, Body>;
  /** The item being edited; none to create one. */
  id?: number;
  defaultValues: DefaultValues<Form>;
  /** folio-core's rule for the form, through WASM. */
  validate: (values: Form) => Checked<Body>;
  /** The fields the server may name in a 422 or 409 answer. */
  fields: readonly string[];
  /** Called once the item is saved. */
  onSaved: () => void;
  /** What the save sends beside the validated fields (the texts in other languages). */
  extend?: (body: Body) => Body;
  /** Called with a refused save's error, after its fields' messages are shown. */
  onRefused?: (error: Error) => void;
}

/**
 * A dialog form that folio-core validates and that creates or updates one item of `resource`:
 * the form, its submit handler (server field errors land under their fields) and whether it is
 * saving.
 */
export function useSaveForm<Form extends FieldValues, Body>({
  resource,
  id,
  defaultValues,
  validate,
  fields,
  onSaved,
  extend,
  onRefused,
}: SaveFormOptions<Form, Body>) {
  const save = useSave<Body, unknown>(resource);
  const form = useForm<Form, unknown, Body>({
    defaultValues,
    resolver: coreResolver<Form, Body>(validate),
  });
  const submit = form.handleSubmit((body) =>
    save.mutate(
      { id, body: extend ? extend(body) : body },
      {
        onSuccess: onSaved,
        onError: (error) => {
          showServerErrors(form.setError, fields)(error);
          onRefused?.(error);
        },
      },
    ),
  );
  return { form, submit, saving: save.isPending };
}
