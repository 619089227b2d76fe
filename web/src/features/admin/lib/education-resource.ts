import type { Resource } from './resource';
import { educationApi } from './api/education-api';

export const educationResource = {
  key: 'education',
  api: educationApi,
  noun: 'education',
  retries: 3,
  fetchFailure: 'Failed to fetch education',
  saveFailure: (mode) => ['Error', `Failed to ${mode} education. Please try again.`],
} satisfies Resource;
