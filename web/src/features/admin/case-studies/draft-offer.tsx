import * as AlertDialog from '@radix-ui/react-alert-dialog';
import type { Autosave } from '../../../lib/api-schema';
import { formatLocaleDateTime } from '../../../lib/format-date';

interface DraftOfferProps {
  /** The autosaved draft that differs from what is saved; null keeps the question closed. */
  autosave: Autosave | null;
  onRestore: (autosave: Autosave) => void;
  onDiscard: () => void;
}

/**
 * Issue 14: on opening the dialog, an autosaved draft that differs from what is saved is offered
 * back. The owner must choose (Esc does not choose for him), so a draft is never dropped by a
 * stray key, and autosaving waits until he has.
 */
export function DraftOffer({ autosave, onRestore, onDiscard }: DraftOfferProps) {
  return (
    <AlertDialog.Root open={autosave !== null}>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="dialog-overlay" />
        <AlertDialog.Content
          className="dialog dialog--confirm"
          onEscapeKeyDown={(event) => event.preventDefault()}
        >
          <AlertDialog.Title className="dialog-title dialog-title--small">
            Restore your unsaved draft?
          </AlertDialog.Title>
          <AlertDialog.Description className="draft-offer-text">
            {autosave &&
              `Autosaved ${formatLocaleDateTime(autosave.savedAt)}, not saved yet: ${autosave.summary.toLowerCase()}.`}
          </AlertDialog.Description>
          <div className="dialog-actions">
            <AlertDialog.Cancel className="button button--ghost" onClick={onDiscard}>
              Discard draft
            </AlertDialog.Cancel>
            <AlertDialog.Action
              className="button button--primary"
              onClick={() => autosave && onRestore(autosave)}
            >
              Restore draft
            </AlertDialog.Action>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
