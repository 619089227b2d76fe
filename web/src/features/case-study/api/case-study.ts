import { queryOptions } from '@tanstack/react-query';
import { getJson } from '../../../lib/api';
import type { CaseStudySummary } from '../../public-home/api/case-studies';

/** One case study with its body rendered and sanitised by folio-core on the server. */
export interface CaseStudyDetail extends CaseStudySummary {
  contentHtml: string;
}

/** `null` only when the page's own data says the slug is not published (`initial-data.ts`). */
export const caseStudyQuery = (slug: string) =>
  queryOptions<CaseStudyDetail | null>({
    queryKey: ['public', 'case-studies', slug],
    queryFn: () =>
      getJson<CaseStudyDetail>(
        `/api/case-studies/${encodeURIComponent(slug)}`,
        'Failed to fetch case study',
      ),
  });
