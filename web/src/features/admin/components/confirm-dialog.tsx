import * as AlertDialog from '@radix-ui/react-alert-dialog';
import type { ReactNode } from 'react';

interface ConfirmDialogProps {
  /** The question; null keeps the dialog closed. */
  question: string | null;
  confirmLabel: string;
  cancelLabel?: string;
  onConfirm: () => void;
  onCancel: () => void;
  /** What the owner should know or choose before confirming, under the question. */
  children?: ReactNode;
}

/** Asks before something cannot be undone (a delete, discarding unsaved changes). */
export function ConfirmDialog({
  question,
  confirmLabel,
  cancelLabel = 'Cancel',
  onConfirm,
  onCancel,
  children,
}: ConfirmDialogProps) {
  return (
    <AlertDialog.Root
      open={question !== null}
      onOpenChange={(open) => {
        if (!open) onCancel();
      }}
    >
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="dialog-overlay" />
        <AlertDialog.Content className="dialog dialog--confirm">
          <AlertDialog.Title className="dialog-title dialog-title--small">
            {question}
          </AlertDialog.Title>
          <AlertDialog.Description className="sr-only">
            {confirmLabel} or {cancelLabel.toLowerCase()}.
          </AlertDialog.Description>
          {children}
          <div className="dialog-actions">
            <AlertDialog.Cancel className="button button--ghost">{cancelLabel}</AlertDialog.Cancel>
            <AlertDialog.Action className="button button--danger" onClick={onConfirm}>
              {confirmLabel}
            </AlertDialog.Action>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
