import { useState } from 'react';
import type { CaseStudy, Revision } from '../../../lib/api-schema';
import { formatLocaleDateAndTime } from '../../../lib/format-date';
import { Badge } from '../../../components/ui/badge';
import { useRestore, useRevisions } from './api/revisions-api';
import { RestoreConfirm } from './restore-confirm';

interface RevisionsProps {
  caseStudyId: number;
  /** Whether the dialog holds changes a restore would replace. */
  dirty: boolean;
  /** Called before the restore is sent: autosaving pauses, as the restore clears the draft. */
  onRestoring: () => void;
  /** The restore was refused: autosaving goes on. */
  onRestoreFailed: () => void;
  /** The restored case study, now saved: the dialog shows it. */
  onRestored: (caseStudy: CaseStudy) => void;
}

/**
 * Issue 14: the case study's revisions (every save, the last 50), newest first, each with its
 * date and time and what changed; Preview shows one as its page, and Restore makes its content
 * the saved state again, after a confirmation that compares it with what is saved (issue 23).
 */
export function Revisions({
  caseStudyId,
  dirty,
  onRestoring,
  onRestoreFailed,
  onRestored,
}: RevisionsProps) {
  const revisions = useRevisions(caseStudyId);
  const [asking, setAsking] = useState<Revision | null>(null);
  const restore = useRestore(caseStudyId, { onRestored, onRestoreFailed });

  const list = revisions.data ?? [];
  return (
    <details className="field revisions">
      <summary className="field-label revisions-summary">
        Revisions{list.length > 0 ? ` (${list.length})` : ''}
      </summary>
      <p className="field-hint">
        Every save is kept here (the last 50). Restoring one saves its content again as it was;
        the publish state stays as it is unless you choose to restore it too.
      </p>
      {revisions.isError && <p className="field-error">Failed to fetch the revisions</p>}
      <ol className="revision-list">
        {list.map((revision) => (
          <li key={revision.id} className="revision">
            <div className="revision-text">
              <time className="revision-time" dateTime={revision.createdAt}>
                {formatLocaleDateAndTime(revision.createdAt)}
              </time>
              <span className="revision-summary">
                {revision.summary}
                {revision.restoredFrom &&
                  ` (restored from ${formatLocaleDateAndTime(revision.restoredFrom)})`}
              </span>
            </div>
            {revision.current ? (
              <Badge>Current</Badge>
            ) : (
              <div className="revision-actions">
                <a
                  className="button button--ghost"
                  href={`/preview/case-studies/${caseStudyId}/revisions/${revision.id}`}
                  target="_blank"
                  rel="noopener"
                  aria-label={`Preview the version of ${formatLocaleDateAndTime(revision.createdAt)} in a new tab`}
                >
                  Preview
                </a>
                <button
                  type="button"
                  className="button"
                  disabled={restore.isPending}
                  onClick={() => setAsking(revision)}
                  aria-label={`Restore the version of ${formatLocaleDateAndTime(revision.createdAt)}`}
                >
                  Restore
                </button>
              </div>
            )}
          </li>
        ))}
      </ol>
      <RestoreConfirm
        key={asking?.id ?? 'none'}
        caseStudyId={caseStudyId}
        revision={asking}
        dirty={dirty}
        onConfirm={(revision, publishState) => {
          setAsking(null);
          onRestoring();
          restore.mutate({ revision, publishState });
        }}
        onCancel={() => setAsking(null)}
      />
    </details>
  );
}
