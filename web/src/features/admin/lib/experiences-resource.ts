import { experiencesApi } from './api/experiences-api';
import { orderedResource } from './ordered-resource';

export const experiencesResource = orderedResource('experiences', experiencesApi, {
  noun: 'experience',
  retries: 1,
  heading: 'Work Experience',
  addLabel: 'Add Experience',
  empty: { text: 'No experiences yet.', action: 'Add Your First Experience' },
});
