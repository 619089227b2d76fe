// The case study dialog's form values: one draft (folio-core's `CaseStudyDraft`) filled in from
// a saved case study, an autosaved draft or nothing, with every field present.
import type { CaseStudy, components } from '../../../lib/api-schema';
import type { CaseStudyDraft } from '../../../lib/core';

/** What the form holds: every field of the draft, an absent image, description or date as empty text. */
export type CaseStudyForm = Required<CaseStudyDraft>;
/** A draft as the server stores and answers it (an autosave's `draft`), nulls and all. */
type StoredDraft = components['schemas']['CaseStudyDraft'];

/** An empty form: a new case study. */
const BLANK: CaseStudyForm = {
  title: '',
  slug: '',
  description: '',
  content: '',
  featuredImage: '',
  featuredImageAlt: '',
  date: '',
  tags: [],
  isPublished: false,
  isFeatured: false,
};

/** The form's fields, in the form's order. */
export const FORM_FIELDS = Object.keys(BLANK) as (keyof CaseStudyForm)[];

/**
 * The form's values for `source`'s fields (a saved case study's, or a draft's: the form's own or
 * an autosaved one, whose fields the API may leave out or answer as null); others are left out.
 */
export function formOf(source: CaseStudyDraft | StoredDraft | CaseStudy | null): CaseStudyForm {
  const form: Record<string, unknown> = { ...BLANK };
  for (const name of FORM_FIELDS) {
    const value = source?.[name];
    if (value !== undefined && value !== null) form[name] = value;
  }
  return form as CaseStudyForm;
}
