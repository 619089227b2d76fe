import { queryOptions } from '@tanstack/react-query';
import { getJson } from '../../../lib/api';

/** A published case study as `GET /api/case-studies` answers it (newest first). */
export interface CaseStudySummary {
  id: number;
  title: string;
  slug: string;
  description: string;
  featuredImage?: string;
  tags: string[];
  isFeatured: boolean;
  createdAt?: string;
}

export const caseStudiesQuery = () =>
  queryOptions({
    queryKey: ['public', 'case-studies'],
    queryFn: () =>
      getJson<CaseStudySummary[]>('/api/case-studies', 'Failed to fetch case studies'),
  });
