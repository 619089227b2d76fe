import type { Resource } from '../lib/resource';

export const experiencesResource = {
  key: 'experiences',
  noun: 'experience',
  retries: 1,
  fetchFailure: 'Failed to fetch experiences',
  saveFailure: (mode) => ['Error', `Failed to ${mode} experience. Please try again.`],
} satisfies Resource;
