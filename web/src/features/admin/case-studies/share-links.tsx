import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ApiWriteError, getJson, sendJson } from '../../../lib/api';
import type { PreviewLink } from '../../../lib/api-schema';
import { formatLocaleDate } from '../../../lib/format-date';
import { failureToast, toast } from '../components/toast-store';

const FAILED = 'Failed to update the share links. Please try again.';

/**
 * The share links of a saved case study: made for a reviewer, working 7 days without signing in,
 * listed with when they expire, and revoked in one click.
 */
export function ShareLinks({ caseStudyId }: { caseStudyId: number }) {
  const path = `/api/admin/case-studies/${caseStudyId}/preview-links`;
  const key = ['admin', 'case-studies', caseStudyId, 'preview-links'];
  const queryClient = useQueryClient();
  const links = useQuery({
    queryKey: key,
    queryFn: () => getJson<PreviewLink[]>(path, 'Failed to fetch the share links'),
  });
  const failed = (error: Error) =>
    failureToast('Error', (error instanceof ApiWriteError && error.serverMessage) || FAILED);
  const refresh = () => queryClient.invalidateQueries({ queryKey: key });
  const create = useMutation({
    mutationFn: () => sendJson<PreviewLink>('POST', path, undefined, FAILED),
    onSuccess: () => refresh(),
    onError: failed,
  });
  const revoke = useMutation({
    mutationFn: (id: number) => sendJson('DELETE', `${path}/${id}`, undefined, FAILED),
    onSuccess: () => {
      toast('Link revoked', 'It no longer opens the preview.');
      return refresh();
    },
    onError: failed,
  });
  const copy = async (url: string) => {
    try {
      await navigator.clipboard.writeText(url);
      toast('Link copied', 'Anyone with it can see this preview for 7 days.');
    } catch {
      failureToast('Error', 'Could not copy the link: select it and copy it by hand.');
    }
  };

  return (
    <section className="field share-links" aria-labelledby={`share-${caseStudyId}`}>
      <h3 className="field-label" id={`share-${caseStudyId}`}>
        Share a preview
      </h3>
      <p className="field-hint">
        A link shows the saved case study, published or not, to anyone who has it, for 7 days.
      </p>
      {links.data && links.data.length > 0 && (
        <ul className="share-list">
          {links.data.map((link) => (
            <li key={link.id} className="share-item">
              <input className="input" readOnly value={link.url} aria-label="Share link"
                onFocus={(event) => event.target.select()} />
              <span className="field-hint">Expires {formatLocaleDate(link.expiresAt)}</span>
              <button type="button" className="button" onClick={() => void copy(link.url)}>
                Copy
              </button>
              <button type="button" className="button" disabled={revoke.isPending}
                onClick={() => revoke.mutate(link.id)}>
                Revoke
              </button>
            </li>
          ))}
        </ul>
      )}
      <div>
        <button type="button" className="button" disabled={create.isPending}
          onClick={() => create.mutate()}>
          {create.isPending ? 'Creating...' : 'Create a share link'}
        </button>
      </div>
    </section>
  );
}
