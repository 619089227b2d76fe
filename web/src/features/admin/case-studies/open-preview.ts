import type { CaseStudyDraft } from '../../../lib/core';

/**
 * Issue 14: opens the page as it would look with `draft`, saved or not, in a new tab (the server
 * renders it; nothing is stored).
 */
export function openPreview(draft: CaseStudyDraft) {
  const form = document.createElement('form');
  form.method = 'post';
  form.action = '/preview/case-studies';
  form.target = '_blank';
  const field = document.createElement('input');
  field.type = 'hidden';
  field.name = 'draft';
  field.value = JSON.stringify(draft);
  form.append(field);
  document.body.append(form);
  form.submit();
  form.remove();
}
