import { queryOptions } from '@tanstack/react-query';
import { getJson } from '../../../lib/api';
import type { PublicCaseStudy } from '../../../lib/api-schema';

/**
 * One published case study (`GET /api/case-studies/{slug}`), its body rendered and sanitised by
 * folio-core on the server; `null` only when the page's own data says the slug is not published
 * (`initial-data.ts`).
 */
export const caseStudyQuery = (slug: string) =>
  queryOptions<PublicCaseStudy | null>({
    queryKey: ['public', 'case-studies', slug],
    queryFn: () =>
      getJson<PublicCaseStudy>(
        `/api/case-studies/${encodeURIComponent(slug)}`,
        'Failed to fetch case study',
      ),
  });
