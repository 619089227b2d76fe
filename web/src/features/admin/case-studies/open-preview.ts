import type { CaseStudyDraft } from '../../../lib/core';

/**
 * Issue 14: opens the page as it would look with `draft`, saved or not, in a new tab (the server
 * renders it; nothing is stored). Issue 25: in `language`, one of the site's other languages, or
 * else in the default.
 */
export function openPreview(draft: CaseStudyDraft, language?: string) {
  const form = document.createElement('form');
  form.method = 'post';
  form.action = '/preview/case-studies';
  form.target = '_blank';
  const fields: Record<string, string> = { draft: JSON.stringify(draft) };
  if (language) fields.language = language;
  for (const [name, value] of Object.entries(fields)) {
    const field = document.createElement('input');
    field.type = 'hidden';
    field.name = name;
    field.value = value;
    form.append(field);
  }
  document.body.append(form);
  form.submit();
  form.remove();
}
