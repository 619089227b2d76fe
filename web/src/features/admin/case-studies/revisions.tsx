import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { ApiWriteError, getJson, sendJson } from '../../../lib/api';
import type { CaseStudy, Revision } from '../../../lib/api-schema';
import { formatLocaleDateTime } from '../../../lib/format-date';
import { Badge } from '../../../components/ui/badge';
import { ConfirmDialog } from '../components/confirm-dialog';
import { toast } from '../components/toast-store';
import { useRefreshPublic, writeFailed } from '../lib/resource';

const FAILED = 'Failed to restore the revision. Please try again.';

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
 * Issue 14: the case study's revisions (every save, the last 50), newest first, each with when
 * and what changed; Restore makes one the saved state again, after a confirmation.
 */
export function Revisions({
  caseStudyId,
  dirty,
  onRestoring,
  onRestoreFailed,
  onRestored,
}: RevisionsProps) {
  const path = `/api/admin/case-studies/${caseStudyId}/revisions`;
  const queryClient = useQueryClient();
  const revisions = useQuery({
    queryKey: ['admin', 'case-studies', caseStudyId, 'revisions'],
    queryFn: () => getJson<Revision[]>(path, 'Failed to fetch the revisions'),
  });
  const [asking, setAsking] = useState<Revision | null>(null);
  const refreshPublic = useRefreshPublic();
  const restore = useMutation({
    mutationFn: (revision: Revision) =>
      sendJson<CaseStudy>('POST', `${path}/${revision.id}/restore`, undefined, FAILED),
    onSuccess: async (restored, revision) => {
      // The dialog shows the answer at once; the lists and public reads refresh behind it.
      onRestored(restored);
      toast('Success!', `Restored the version of ${formatLocaleDateTime(revision.createdAt)}.`);
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: ['admin', 'case-studies'] }),
        refreshPublic(),
      ]);
    },
    onError: (error) => {
      onRestoreFailed();
      writeFailed(error, 'Error', (error instanceof ApiWriteError && error.serverMessage) || FAILED);
    },
  });

  const list = revisions.data ?? [];
  return (
    <details className="field revisions">
      <summary className="field-label revisions-summary">
        Revisions{list.length > 0 ? ` (${list.length})` : ''}
      </summary>
      <p className="field-hint">
        Every save is kept here (the last 50). Restoring one saves it again as it was.
      </p>
      {revisions.isError && <p className="field-error">Failed to fetch the revisions</p>}
      <ol className="revision-list">
        {list.map((revision) => (
          <li key={revision.id} className="revision">
            <div className="revision-text">
              <time className="revision-time" dateTime={revision.createdAt}>
                {formatLocaleDateTime(revision.createdAt)}
              </time>
              <span className="revision-summary">
                {revision.summary}
                {revision.restoredFrom &&
                  ` (restored from ${formatLocaleDateTime(revision.restoredFrom)})`}
              </span>
            </div>
            {revision.current ? (
              <Badge>Current</Badge>
            ) : (
              <button
                type="button"
                className="button"
                disabled={restore.isPending}
                onClick={() => setAsking(revision)}
                aria-label={`Restore the version of ${formatLocaleDateTime(revision.createdAt)}`}
              >
                Restore
              </button>
            )}
          </li>
        ))}
      </ol>
      <ConfirmDialog
        question={
          asking &&
          `Restore the version of ${formatLocaleDateTime(asking.createdAt)}? It becomes the saved version${
            dirty ? ', and your unsaved changes here are discarded' : ''
          }.`
        }
        confirmLabel="Restore"
        onConfirm={() => {
          const revision = asking!;
          setAsking(null);
          onRestoring();
          restore.mutate(revision);
        }}
        onCancel={() => setAsking(null)}
      />
    </details>
  );
}
