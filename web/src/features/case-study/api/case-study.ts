import { caseStudyUrl, type Resource } from '../../../app/public-data';
import { api } from '../../../lib/api';
import type { PublicCaseStudy } from '../../../lib/api-schema';
import { DEFAULT_RETRIES } from '../../../lib/retry';

/**
 * One published case study (`GET /api/case-studies/{slug}`), its body rendered and sanitised by
 * folio-core on the server, as the page's language shows it (`lang`, on a site in several
 * languages: its date in that language's words); `null` only when the page's own data says the
 * slug is not published.
 */
export const caseStudyRead = (slug: string): Resource<PublicCaseStudy | null> => ({
  url: caseStudyUrl(slug),
  fetch: (lang) =>
    api.GET('/case-studies/{slug}', {
      params: { path: { slug }, ...(lang === undefined ? {} : { query: { lang } }) },
    }),
  failure: 'Failed to fetch case study',
  retries: DEFAULT_RETRIES,
});
