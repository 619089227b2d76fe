import type { ReactNode } from 'react';
import { DialogCancel } from './form-dialog';

interface SubmitRowProps {
  /** The submit button's words ('Create', 'Update Profile', 'Rename'). */
  label: string;
  /** A save is under way: the button says 'Saving...' and cannot be pressed again. */
  pending: boolean;
  /** The form's id, when the row is drawn outside the form. */
  form?: string;
  /** More buttons, between Cancel and the submit button. */
  children?: ReactNode;
}

/** A dialog form's last row: Cancel (through the unsaved-changes check), then its submit button. */
export function SubmitRow({ label, pending, form, children }: SubmitRowProps) {
  return (
    <div className="dialog-actions">
      <DialogCancel />
      {children}
      <button type="submit" form={form} className="button button--primary" disabled={pending}>
        {pending ? 'Saving...' : label}
      </button>
    </div>
  );
}
