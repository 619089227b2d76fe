import type { Resource } from './resource';
import { experiencesApi } from './api/experiences-api';

export const experiencesResource = {
  key: 'experiences',
  api: experiencesApi,
  noun: 'experience',
  retries: 1,
  fetchFailure: 'Failed to fetch experiences',
  saveFailure: (mode) => ['Error', `Failed to ${mode} experience. Please try again.`],
} satisfies Resource;
