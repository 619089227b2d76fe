import { formatLocaleDate } from '../../../lib/format-date';
import { failureToast, toast } from '../components/toast-store';
import { useShareLinks } from './api/share-links-api';

/**
 * The share links of a saved case study: made for a reviewer, working 7 days without signing in,
 * listed with when they expire, and revoked in one click.
 */
export function ShareLinks({ caseStudyId }: { caseStudyId: number }) {
  const { links, create, revoke } = useShareLinks(caseStudyId);
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
