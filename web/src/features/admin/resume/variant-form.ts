// The Résumé tab's form state: a variant's name, choices and links as the owner edits them.
import type { ResumeVariant } from '../../../lib/core';
import type { Variant, VariantBody } from './api/resume-api';

/** A new variant's choices: the whole résumé's. */
export const WHOLE: ResumeVariant = {
  experiences: {},
  caseStudies: { kind: 'featured' },
  photo: true,
  paper: 'a4',
};

/** The form's values for `variant`, or a new one's. */
export function formOf(variant: Variant | undefined): VariantBody {
  if (!variant) return { name: '', settings: WHOLE, public: true, listed: false };
  return {
    name: variant.name,
    slug: variant.slug,
    settings: { ...WHOLE, ...(variant.settings as Partial<ResumeVariant>) },
    public: variant.public,
    listed: variant.listed,
  };
}

/** The names typed in one box, comma-separated, trimmed, blanks left out. */
export const namesOf = (text: string) =>
  text
    .split(',')
    .map((name) => name.trim())
    .filter(Boolean);

/** `ids` with `id` in or out. */
export const toggled = (ids: number[] | undefined, id: number, on: boolean) => {
  const rest = (ids ?? []).filter((kept) => kept !== id);
  return on ? [...rest, id] : rest;
};
