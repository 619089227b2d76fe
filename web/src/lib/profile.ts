import { queryOptions } from '@tanstack/react-query';
import { getJson } from './api';
import type { Profile } from './api-schema';

/** The public profile (spec §7 `GET /api/profile`): the home's header, the case study page's
 * author and the admin's Profile tab. Optional fields are absent when empty. */
export const profileQuery = () =>
  queryOptions({
    queryKey: ['public', 'profile'],
    queryFn: () => getJson<Profile>('/api/profile', 'Failed to fetch profile'),
  });
