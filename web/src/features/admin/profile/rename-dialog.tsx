import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { ApiWriteError, sendJson } from '../../../lib/api';
import type { RenameBody, Renamed } from '../../../lib/api-schema';
import { limits } from '../../../lib/core';
import { Field } from '../components/field';
import { DialogCancel, FormDialog } from '../components/form-dialog';
import { toast } from '../components/toast-store';
import { useRefreshPublic, writeFailed } from '../lib/resource';

interface RenameDialogProps {
  /** `tools` or `industries`: the API path segment. */
  kind: 'tools' | 'industries';
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
  const queryClient = useQueryClient();
  const refreshPublic = useRefreshPublic();
  const noun = kind === 'tools' ? 'tool' : 'industry';
  const rename = useMutation({
    mutationFn: (body: RenameBody) =>
      sendJson<Renamed>('POST', `/api/admin/${kind}/rename`, body, `Failed to rename the ${noun}`),
    onSuccess: async ({ experiences }, body) => {
      const count = experiences === 1 ? '1 experience' : `${experiences} experiences`;
      toast('Success!', `‘${body.from ?? ''}’ is now ‘${(body.to ?? '').trim()}’ (${count} changed).`);
      onClose();
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: ['admin', 'experiences'] }),
        refreshPublic(),
      ]);
    },
    onError: (failure) => {
      const message =
        failure instanceof ApiWriteError
          ? (failure.fields[0]?.message ?? failure.serverMessage)
          : undefined;
      if (message) setError(message);
      else writeFailed(failure, 'Error', `Failed to rename the ${noun}. Please try again.`);
    },
  });
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
        <div className="dialog-actions">
          <DialogCancel />
          <button type="submit" className="button button--primary" disabled={rename.isPending}>
            {rename.isPending ? 'Saving...' : 'Rename'}
          </button>
        </div>
      </form>
    </FormDialog>
  );
}
