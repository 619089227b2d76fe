import { queryOptions } from '@tanstack/react-query';
import { getJson } from '../../../lib/api';
import type { ResponsiveImage } from '../../../lib/core';

/** One published case study (`GET /api/case-studies/{slug}`), its body rendered and sanitised by
 * folio-core on the server. */
export interface CaseStudyDetail {
  id: number;
  title: string;
  slug: string;
  description: string;
  featuredImage?: string;
  featuredImageAlt?: string;
  /** The featured image's size and narrower copies, when it is an upload stored with its size. */
  image?: ResponsiveImage;
  tags: string[];
  isFeatured: boolean;
  createdAt?: string;
  contentHtml: string;
  /** The page's title, `{title} · {the owner's name}`. */
  pageTitle: string;
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
