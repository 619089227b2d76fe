import { useEffect, useState } from 'react';
import type { Autosave } from '../../../lib/api-schema';
import { deleteAutosave, type Slot } from './api/autosave-api';
import { draftToOffer, removeLocal } from './autosave';

/**
 * Issue 14: on opening, an autosaved draft that differs from what is saved is offered back;
 * autosaving starts (`arm`) once that is settled: the draft restored, discarded or none found.
 */
export function useDraftOffer(slot: Slot, arm: (savedAt?: string) => void) {
  const [offer, setOffer] = useState<Autosave | null>(null);

  useEffect(() => {
    let open = true;
    draftToOffer(slot).then(
      (found) => {
        if (!open) return;
        if (found) setOffer(found);
        else arm();
      },
      () => open && arm(),
    );
    return () => {
      open = false;
    };
  }, [slot, arm]);

  return {
    offer,
    /** The draft was restored: autosaving goes on from its save. */
    restored: (savedAt: string) => {
      setOffer(null);
      arm(savedAt);
    },
    discard: () => {
      setOffer(null);
      removeLocal(slot);
      deleteAutosave(slot).catch(() => undefined);
      arm();
    },
  };
}
