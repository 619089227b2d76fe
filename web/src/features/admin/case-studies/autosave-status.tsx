import { formatLocaleTime } from '../../../lib/format-date';
import type { AutosaveStatus } from './autosave';

/** The discreet line beside the dialog's buttons saying where the autosaved draft stands. */
function statusText(status: AutosaveStatus): string {
  switch (status.kind) {
    case 'saving':
      return 'Saving draft...';
    case 'saved':
      return `Saved as draft ${formatLocaleTime(status.at)}`;
    case 'failed':
      return 'Draft not saved';
    default:
      return '';
  }
}

/** Always present, so screen readers hear it change; empty until a draft is saved. */
export function AutosaveStatusLine({ status }: { status: AutosaveStatus }) {
  return (
    <p className="autosave-status" role="status">
      {statusText(status)}
    </p>
  );
}
