// A case study's revisions (issue 14, issue 23): the list, one compared with what is saved, and
// the restore (`/api/admin/case-studies/{id}/revisions`).
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, ApiWriteError, read, write } from '../../../../lib/api';
import type { CaseStudy, Revision } from '../../../../lib/api-schema';
import { formatLocaleDateAndTime } from '../../../../lib/format-date';
import { toast } from '../../components/toast-store';
import { useRefreshPublic, writeFailed } from '../../lib/resource';

const FAILED = 'Failed to restore the revision. Please try again.';

const revisionsKey = (caseStudyId: number) => ['admin', 'case-studies', caseStudyId, 'revisions'];

/** The case study's revisions, newest first. */
export function useRevisions(caseStudyId: number) {
  return useQuery({
    queryKey: revisionsKey(caseStudyId),
    queryFn: () =>
      read(
        api.GET('/admin/case-studies/{id}/revisions', { params: { path: { id: caseStudyId } } }),
        'Failed to fetch the revisions',
      ),
  });
}

/** How `revision` (null: none asked about) differs from what is saved, asked afresh each time. */
export function useRevisionComparison(caseStudyId: number, revision: Revision | null) {
  return useQuery({
    queryKey: [...revisionsKey(caseStudyId), revision?.id, 'comparison'],
    queryFn: () =>
      read(
        api.GET('/admin/case-studies/{id}/revisions/{rev}', {
          params: { path: { id: caseStudyId, rev: revision!.id } },
        }),
        'Failed to compare it with what is saved',
      ),
    enabled: revision !== null,
    staleTime: 0,
  });
}

interface RestoreOptions {
  /** The restored case study, now saved: the dialog shows it. */
  onRestored: (caseStudy: CaseStudy) => void;
  /** The restore was refused. */
  onRestoreFailed: () => void;
}

/**
 * Makes a revision's content the saved state (with its publish state when `publishState`); the
 * toast says which version and whether it is published, and the lists and public reads refresh.
 */
export function useRestore(caseStudyId: number, { onRestored, onRestoreFailed }: RestoreOptions) {
  const queryClient = useQueryClient();
  const refreshPublic = useRefreshPublic();
  return useMutation({
    mutationFn: ({ revision, publishState }: { revision: Revision; publishState: boolean }) =>
      write(
        api.POST('/admin/case-studies/{id}/revisions/{rev}/restore', {
          params: {
            path: { id: caseStudyId, rev: revision.id },
            query: publishState ? { publishState } : undefined,
          },
        }),
        FAILED,
      ),
    onSuccess: async (restored, { revision }) => {
      // The dialog shows the answer at once; the lists and public reads refresh behind it.
      onRestored(restored);
      toast(
        'Success!',
        `Restored the version of ${formatLocaleDateAndTime(revision.createdAt)}. ${
          restored.isPublished ? 'It is published.' : 'It is a draft, not published.'
        }`,
      );
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
}
