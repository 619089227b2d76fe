import { queryOptions } from '@tanstack/react-query';
import { getJson } from '../../../lib/api';
import type { Experience } from '../../../lib/core';
import { retryUpTo } from '../../../lib/query-client';

/** An experience as `GET /api/experiences` answers it, already in the owner's order. */
export type PublicExperience = Required<
  Pick<Experience, 'id' | 'jobTitle' | 'company' | 'industry' | 'startDate' | 'isCurrentJob'>
> &
  Experience & { description: string; accomplishments: string };

export const experiencesQuery = () =>
  queryOptions({
    queryKey: ['public', 'experiences'],
    queryFn: () =>
      getJson<PublicExperience[]>('/api/experiences', 'Failed to fetch experiences'),
    // Spec §7: experience queries retry once.
    retry: retryUpTo(1),
  });
