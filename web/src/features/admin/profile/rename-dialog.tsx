import { type FormEvent, useState } from 'react';
import { limits } from '../../../lib/core';
import { Field } from '../components/field';
import { FormDialog } from '../components/form-dialog';
import { SubmitRow } from '../components/submit-row';
import { type RenameKind, useRename } from './api/rename-api';

interface RenameDialogProps {
  /** `tools` or `industries`: the API path segment. */
  kind: RenameKind;
  /** The name to rename, as the site shows it now; null keeps the dialog closed. */
  name: string | null;
  onClose: () => void;
}

/**
 * Renames a tool or an industry in every experience and in its order list at once
 * (`POST /api/admin/{kind}/rename`, issue 23); a new spelling of the same name is a rename too.
 * The server's refusal shows under the field.
 */
export function RenameDialog({ kind, name, onClose }: RenameDialogProps) {
  const [to, setTo] = useState(name ?? '');
  const [source, setSource] = useState(name);
  const [error, setError] = useState<string | null>(null);
  if (source !== name) {
    setSource(name);
    setTo(name ?? '');
    setError(null);
  }
  const noun = kind === 'tools' ? 'tool' : 'industry';
  const rename = useRename(kind, { onRenamed: onClose, onRefused: setError });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (name !== null) rename.mutate({ from: name, to });
  };

  return (
    <FormDialog
      open={name !== null}
      title={`Rename ${noun}`}
      dirty={name !== null && to !== name}
      onClose={onClose}
    >
      <form onSubmit={submit} noValidate>
        <Field
          label={`New name for ‘${name ?? ''}’`}
          error={error ?? undefined}
          hint="Changes it in every experience and in this order list; a new spelling counts too."
          count={{ value: to, max: kind === 'tools' ? limits.toolName : limits.shortText }}
        >
          <input
            className="input"
            value={to}
            autoComplete="off"
            onChange={(event) => {
              setTo(event.target.value);
              setError(null);
            }}
          />
        </Field>
        <SubmitRow label="Rename" pending={rename.isPending} />
      </form>
    </FormDialog>
  );
}
