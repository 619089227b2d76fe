import { educationApi } from './api/education-api';
import { orderedResource } from './ordered-resource';

export const educationResource = orderedResource('education', educationApi, {
  noun: 'education',
  retries: 3,
  heading: 'Education',
  addLabel: 'Add Education',
  empty: { text: 'No education entries yet.', action: 'Add Your First Education' },
});
