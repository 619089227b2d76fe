import type { Resource } from '../lib/resource';

export const educationResource = {
  key: 'education',
  noun: 'education',
  retries: 3,
  fetchFailure: 'Failed to fetch education',
  saveFailure: (mode) => ['Error', `Failed to ${mode} education. Please try again.`],
} satisfies Resource;
