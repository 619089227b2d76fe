import { useState } from 'react';
import { slugifyIn } from '../../../lib/core';
import type { CaseStudyForm } from './case-study-form';

/**
 * Spec §4: the slug follows the title while creating, until the owner types a slug himself
 * (clearing it hands it back to the title); never while editing.
 */
export function useSlugFollowsTitle(editing: boolean, source: string) {
  const [follows, setFollows] = useState(!editing);
  return {
    follows,
    /** The owner typed in the slug (`value`: what it holds now). */
    typed: (value: string) => {
      if (!editing) setFollows(value === '');
    },
    /** A draft was restored: its slug follows its title when it is the title's. */
    restored: ({ slug, title }: Pick<CaseStudyForm, 'slug' | 'title'>) => {
      if (!editing) setFollows(slug === slugifyIn(title, source));
    },
  };
}
