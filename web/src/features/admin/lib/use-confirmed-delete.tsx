import { type ReactNode, useState } from 'react';
import { type DeleteKind, deletePrompt } from '../../../lib/core';
import { ConfirmDialog } from '../components/confirm-dialog';
import { type Resource, useDelete } from './resource';

/**
 * Deletes an item once the owner confirms folio-core's prompt (spec §5). Answers `ask`, which
 * opens the prompt for an item, and the prompt itself, to render.
 */
export function useConfirmedDelete<T extends { id: number }>(
  resource: Resource,
  kind: DeleteKind,
  labelOf: (item: T) => string,
): { ask: (item: T) => void; prompt: ReactNode } {
  const remove = useDelete(resource);
  const [pending, setPending] = useState<T | null>(null);
  const prompt = (
    <ConfirmDialog
      question={pending && deletePrompt({ kind, label: labelOf(pending) })}
      confirmLabel="Delete"
      onConfirm={() => {
        if (pending) remove.mutate(pending.id);
        setPending(null);
      }}
      onCancel={() => setPending(null)}
    />
  );
  return { ask: setPending, prompt };
}
