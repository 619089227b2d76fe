import { queryOptions } from '@tanstack/react-query';
import { getJson } from '../../../lib/api';
import type { CaseStudySummary } from '../../public-home/api/case-studies';

/** One case study with its body rendered and sanitised by folio-core on the server. */
export interface CaseStudyDetail extends CaseStudySummary {
  contentHtml: string;
}

export const caseStudyQuery = (slug: string) =>
  queryOptions({
    queryKey: ['public', 'case-studies', slug],
    queryFn: () =>
      getJson<CaseStudyDetail>(
        `/api/case-studies/${encodeURIComponent(slug)}`,
        'Failed to fetch case study',
      ),
  });
