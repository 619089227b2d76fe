// The case study dialog's autosaved drafts (issue 14): one per case study and one for a case
// study not yet created (`/api/admin/case-studies/{id|new}/autosave`), and the list of them.
import { api, ApiWriteError, read, write } from '../../../../lib/api';
import type { CaseStudyDraft } from '../../../../lib/core';

/** A case study's id, or null for one not yet created. */
export type Slot = number | null;

const inSlot = (slot: number) => ({ params: { path: { id: slot } } });

/** The slot's autosaved draft on the server, or null. */
export async function readAutosave(slot: Slot) {
  const failure = 'Failed to read the autosaved draft';
  const draft = await write(
    slot === null
      ? api.GET('/admin/case-studies/new/autosave')
      : api.GET('/admin/case-studies/{id}/autosave', inSlot(slot)),
    failure,
  );
  return draft ?? null;
}

/**
 * Stores `draft` as the slot's autosave. `keepalive`: the request outlives a closing tab (the
 * browser refuses such a body over 64 KiB).
 */
export function putAutosave(slot: Slot, draft: CaseStudyDraft, keepalive = false) {
  return write(
    slot === null
      ? api.PUT('/admin/case-studies/new/autosave', { body: draft, keepalive })
      : api.PUT('/admin/case-studies/{id}/autosave', { ...inSlot(slot), body: draft, keepalive }),
    'The draft could not be saved',
  );
}

/** Removes the slot's autosave. */
export const deleteAutosave = (slot: Slot) =>
  write(
    slot === null
      ? api.DELETE('/admin/case-studies/new/autosave')
      : api.DELETE('/admin/case-studies/{id}/autosave', inSlot(slot)),
    'The draft could not be discarded',
  );

/** Every autosaved draft. */
export const listAutosaves = () =>
  read(api.GET('/admin/case-studies/autosaves'), 'Failed to fetch the autosaved drafts');

/** Whether a refusal means the draft can never be stored (its case study is gone, or too big). */
export const hopeless = (error: unknown) =>
  error instanceof ApiWriteError && [404, 413, 422].includes(error.status);
