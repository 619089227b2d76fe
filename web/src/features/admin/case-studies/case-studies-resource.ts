// The case studies collection of the admin area: how the shared resource hooks (list, save,
// delete, their toasts and refreshes) speak about it. Its items are the API's `CaseStudy`.
import { DEFAULT_RETRIES } from '../../../lib/retry';
import type { Resource } from '../lib/resource';
import { caseStudiesApi } from './api/case-studies-api';

export const caseStudiesResource = {
  key: 'case-studies',
  api: caseStudiesApi,
  noun: 'case study',
  retries: DEFAULT_RETRIES,
  fetchFailure: 'Failed to fetch case studies',
  // Spec §8: one failure toast for creating and updating alike.
  saveFailure: () => ['Save Failed', 'Failed to save case study. Please try again.'],
} satisfies Resource;

/** The form fields the server may name in a 422 or 409 answer. */
export const CASE_STUDY_FIELDS = [
  'title',
  'slug',
  'description',
  'content',
  'featuredImage',
  'featuredImageAlt',
  'date',
  'tags',
] as const;
