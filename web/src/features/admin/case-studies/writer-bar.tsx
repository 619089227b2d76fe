import type { RefObject } from 'react';
import { DialogCancel } from '../components/form-dialog';
import { PanelIcon } from '../components/icons';
import type { AutosaveStatus } from './autosave';
import { AutosaveStatusLine } from './autosave-status';

interface WriterBarProps {
  status: AutosaveStatus;
  editing: boolean;
  saving: boolean;
  onPreview: () => void;
  /** The form the submit button sends. */
  formId: string;
  settingsOpen: boolean;
  /** The settings panel the toggle opens and closes. */
  panelId: string;
  toggleRef: RefObject<HTMLButtonElement | null>;
  onToggle: () => void;
}

/** The writing view's bar: the autosave's status, the dialog's actions and the settings toggle. */
export function WriterBar({
  status,
  editing,
  saving,
  onPreview,
  formId,
  settingsOpen,
  panelId,
  toggleRef,
  onToggle,
}: WriterBarProps) {
  return (
    <>
      <AutosaveStatusLine status={status} />
      <div className="dialog-actions screen-actions">
        <DialogCancel />
        <button type="button" className="button" disabled={saving} onClick={onPreview}>
          Preview
        </button>
        <button type="submit" form={formId} className="button button--primary" disabled={saving}>
          {saving ? 'Saving...' : editing ? 'Update Case Study' : 'Create Case Study'}
        </button>
      </div>
      <button
        ref={toggleRef}
        type="button"
        className="button button--ghost writer-settings-toggle"
        aria-expanded={settingsOpen}
        aria-controls={panelId}
        onClick={onToggle}
      >
        <PanelIcon />
        <span className="writer-settings-label">Settings</span>
      </button>
    </>
  );
}
