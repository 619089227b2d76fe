import type { Resource } from '../lib/resource';
import { educationApi } from './api/education-api';

export const educationResource = {
  key: 'education',
  api: educationApi,
  noun: 'education',
  retries: 3,
  fetchFailure: 'Failed to fetch education',
  saveFailure: (mode) => ['Error', `Failed to ${mode} education. Please try again.`],
} satisfies Resource;

/** Spec §9: the dialog's categories, spelled exactly as there. */
export const EDUCATION_CATEGORIES = [
  'Artificial Inteligence',
  'Data Analytics',
  'Machine Learning',
  'Product Management',
  'Software Development',
  'Business',
  'Marketing',
  'Design',
  'Other',
];
