import { queryOptions } from '@tanstack/react-query';
import { getJson } from '../../../lib/api';
import type { Education } from '../../../lib/core';

export const educationQuery = () =>
  queryOptions({
    queryKey: ['public', 'education'],
    queryFn: () => getJson<Education[]>('/api/education', 'Failed to fetch education'),
  });
