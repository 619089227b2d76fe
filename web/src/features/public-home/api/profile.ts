import { queryOptions } from '@tanstack/react-query';
import { getJson } from '../../../lib/api';

/** The public profile (spec §7 `GET /api/profile`). */
export interface Profile {
  name: string;
  briefIntro: string;
  githubUrl?: string | null;
  linkedinUrl?: string | null;
  educationCategories: string[];
  toolsOrder: string[];
  industriesOrder: string[];
}

export const profileQuery = () =>
  queryOptions({
    queryKey: ['public', 'profile'],
    queryFn: () => getJson<Profile>('/api/profile', 'Failed to fetch profile'),
  });
