import { formatLocaleDate } from '../../../lib/format-date';
import { failureToast, toast } from '../components/toast-store';
import { useSiteLanguages } from '../lib/translations';
import { useShareLinks } from './api/share-links-api';

interface ShareLinksProps {
  caseStudyId: number;
  /** The language shown in the dialog, on a site in several: a new link shows the page in it. */
  language?: string;
}

/**
 * The share links of a saved case study: made for a reviewer, working 7 days without signing in,
 * listed with when they expire (and, on a site in several languages, the language each shows),
 * and revoked in one click.
 */
export function ShareLinks({ caseStudyId, language }: ShareLinksProps) {
  const { links, create, revoke } = useShareLinks(caseStudyId);
  const [source] = useSiteLanguages();
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
              <span className="field-hint">
                {language && `${link.language ?? source} · `}
                Expires {formatLocaleDate(link.expiresAt)}
              </span>
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
          onClick={() => create.mutate(language === source ? undefined : language)}>
          {create.isPending
            ? 'Creating...'
            : language
              ? `Create a share link (${language})`
              : 'Create a share link'}
        </button>
      </div>
    </section>
  );
}
