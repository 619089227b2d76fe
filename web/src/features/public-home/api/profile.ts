import { queryOptions } from '@tanstack/react-query';
import { getJson } from '../../../lib/api';

/** The public profile (spec §7 `GET /api/profile`). Optional fields are absent when empty. */
export interface Profile {
  name: string;
  briefIntro: string;
  githubUrl?: string;
  linkedinUrl?: string;
  educationCategories: string[];
  toolsOrder: string[];
  industriesOrder: string[];
  updatedAt: string;
}

export const profileQuery = () =>
  queryOptions({
    queryKey: ['public', 'profile'],
    queryFn: () => getJson<Profile>('/api/profile', 'Failed to fetch profile'),
  });
