import { useState } from 'react';
import type { Revision } from '../../../lib/api-schema';
import { formatLocaleDateAndTime } from '../../../lib/format-date';
import { ConfirmDialog } from '../components/confirm-dialog';
import { useRevisionComparison } from './api/revisions-api';

interface RestoreConfirmProps {
  caseStudyId: number;
  /** The revision the owner asked to restore; null keeps the confirmation closed. */
  revision: Revision | null;
  /** Whether the dialog holds changes a restore would replace. */
  dirty: boolean;
  /** Restore it; `publishState`: the revision's publish state too. */
  onConfirm: (revision: Revision, publishState: boolean) => void;
  onCancel: () => void;
}

/**
 * Issue 23: the confirmation of a restore says how the revision differs from what is saved, and
 * offers to bring back its publish state too, off by default: a restore brings back content, it
 * never takes a live page down unasked.
 */
export function RestoreConfirm({
  caseStudyId,
  revision,
  dirty,
  onConfirm,
  onCancel,
}: RestoreConfirmProps) {
  const [publishState, setPublishState] = useState(false);
  const comparison = useRevisionComparison(caseStudyId, revision);
  const compared = comparison.data;
  const when = revision ? formatLocaleDateAndTime(revision.createdAt) : '';
  return (
    <ConfirmDialog
      question={
        revision &&
        `Restore the version of ${when}? It becomes the saved version${
          dirty ? ', and your unsaved changes here are discarded' : ''
        }.`
      }
      confirmLabel="Restore"
      onConfirm={() => onConfirm(revision!, publishState)}
      onCancel={onCancel}
    >
      <div className="restore-choice">
        {comparison.isPending && <p className="restore-comparison">Comparing with what is saved...</p>}
        {comparison.isError && (
          <p className="field-error">Failed to compare it with what is saved</p>
        )}
        {compared && <p className="restore-comparison">{compared.summary}</p>}
        {compared && compared.publishState !== compared.savedPublishState && (
          <>
            <label className="restore-publish">
              <input
                type="checkbox"
                checked={publishState}
                onChange={(event) => setPublishState(event.target.checked)}
              />
              <span>Also restore its publish state ({compared.publishState})</span>
            </label>
            <p className="field-hint">
              {publishState
                ? `It becomes ${compared.publishState}.`
                : `Left off, it stays ${compared.savedPublishState}.`}
            </p>
          </>
        )}
        {revision && (
          <a
            className="restore-preview"
            href={`/preview/case-studies/${caseStudyId}/revisions/${revision.id}`}
            target="_blank"
            rel="noopener"
          >
            Preview this version in a new tab
          </a>
        )}
      </div>
    </ConfirmDialog>
  );
}
