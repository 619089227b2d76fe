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
  /**
   * Makes the dialog a full-screen view: a bar along the top holds the title, these controls and
   * ×, and the children fill the rest of the screen.
   */
  bar?: ReactNode;
  /** Esc pressed in the dialog; preventing its default keeps the dialog open. */
  onEscapeKeyDown?: (event: KeyboardEvent) => void;
  children: ReactNode;
}

/** A modal form (Radix Dialog: focus trapped, Esc closes) that asks before losing changes. */
export function FormDialog({
  open,
  title,
  dirty,
  onClose,
  wide,
  bar,
  onEscapeKeyDown,
  children,
}: FormDialogProps) {
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
            className={bar ? 'dialog dialog--screen' : wide ? 'dialog dialog--wide' : 'dialog'}
            aria-describedby={undefined}
            onEscapeKeyDown={onEscapeKeyDown}
          >
            {bar ? (
              <>
                <div className="screen-bar">
                  <Dialog.Title className="dialog-title screen-title">{title}</Dialog.Title>
                  {bar}
                  <Dialog.Close className="dialog-close screen-close" aria-label="Close">
                    ×
                  </Dialog.Close>
                </div>
                {children}
              </>
            ) : (
              <>
                <Dialog.Title className="dialog-title">{title}</Dialog.Title>
                {children}
                <Dialog.Close className="dialog-close" aria-label="Close">
                  ×
                </Dialog.Close>
              </>
            )}
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
