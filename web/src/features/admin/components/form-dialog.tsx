import * as Dialog from '@radix-ui/react-dialog';
import { type ReactNode, useState } from 'react';
import { ConfirmDialog } from './confirm-dialog';

interface FormDialogProps {
  open: boolean;
  title: string;
  /** Whether the form holds changes that closing would lose. */
  dirty: boolean;
  /** Called once closing is settled (no changes, or the owner chose to discard them). */
  onClose: () => void;
  wide?: boolean;
  children: ReactNode;
}

/** A modal form (Radix Dialog: focus trapped, Esc closes) that asks before losing changes. */
export function FormDialog({ open, title, dirty, onClose, wide, children }: FormDialogProps) {
  const [confirming, setConfirming] = useState(false);
  const requestClose = () => (dirty ? setConfirming(true) : onClose());
  return (
    <>
      <Dialog.Root
        open={open}
        onOpenChange={(next) => {
          if (!next) requestClose();
        }}
      >
        <Dialog.Portal>
          <Dialog.Overlay className="dialog-overlay" />
          <Dialog.Content
            className={wide ? 'dialog dialog--wide' : 'dialog'}
            aria-describedby={undefined}
          >
            <Dialog.Title className="dialog-title">{title}</Dialog.Title>
            {children}
            <Dialog.Close className="dialog-close" aria-label="Close">
              ×
            </Dialog.Close>
          </Dialog.Content>
        </Dialog.Portal>
      </Dialog.Root>
      <ConfirmDialog
        question={confirming ? 'Discard your unsaved changes?' : null}
        confirmLabel="Discard"
        cancelLabel="Keep editing"
        onConfirm={() => {
          setConfirming(false);
          onClose();
        }}
        onCancel={() => setConfirming(false)}
      />
    </>
  );
}

/** The dialog's Cancel button: closes through the same unsaved-changes check as Esc and ×. */
export function DialogCancel() {
  return (
    <Dialog.Close type="button" className="button button--ghost">
      Cancel
    </Dialog.Close>
  );
}
