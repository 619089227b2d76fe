import { Link } from 'wouter';
import { usePublicData } from '../../../app/public-data';
import { useStrings } from '../../../lib/strings';

interface NextStudyProps {
  /** The study that follows in the Playground's order (chosen by the server); none: no block. */
  next?: { slug: string; title: string; lang?: string };
}

/**
 * Issue 23: a case study ends with the next one in the Playground's order (after the last, the
 * first), so a visitor reads on without going back to the list.
 */
export function NextStudy({ next }: NextStudyProps) {
  const strings = useStrings();
  const store = usePublicData();
  if (!next) return null;
  return (
    <nav className="next-study" aria-label={strings.nextCaseStudy}>
      <Link href={store.caseStudyHref(next.slug)} className="next-study-link">
        <span className="next-study-label">{strings.nextCaseStudy}</span>
        <span className="next-study-title" lang={next.lang}>{next.title}</span>
        <svg className="next-study-arrow" aria-hidden="true" width="22" height="22" viewBox="0 0 24 24"
          fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round">
          <path d="M5 12h14M12 5l7 7-7 7" />
        </svg>
      </Link>
    </nav>
  );
}
