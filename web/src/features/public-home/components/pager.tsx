import { Link } from 'wouter';
import type { Pager as PagerData } from '../../../lib/core';
import { fill, useStrings } from '../../../lib/strings';

/**
 * The links between a long view's pages (issue 46), under the page's cards: real links, so a
 * visitor without scripts reads every page, and the app takes them over without a reload. Nothing
 * on a view of one page.
 */
export function Pager({ pager }: { pager: PagerData }) {
  const strings = useStrings();
  if (pager.pages <= 1) return null;
  const { previous, next } = pager;
  // The new page starts where the panel does, as the tabs leave it.
  const toPanel = () => document.getElementById('portfolio-panel')?.scrollIntoView({ block: 'start' });
  return (
    <nav className="pager" aria-label={strings.pagerLabel}>
      {previous ? (
        <Link href={previous.href} className="pager-link" rel="prev" onClick={toPanel}>
          {strings.previousPage}
        </Link>
      ) : <span />}
      <span className="pager-place">
        {fill(strings.pageOf, { page: String(pager.page), pages: String(pager.pages) })}
      </span>
      {next ? (
        <Link href={next.href} className="pager-link" rel="next" onClick={toPanel}>
          {strings.nextPage}
        </Link>
      ) : <span />}
    </nav>
  );
}
