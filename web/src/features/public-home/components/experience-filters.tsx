import { Link } from 'wouter';
import { usePublicData } from '../../../app/public-data';
import { useStrings } from '../../../lib/strings';
import type { ViewLink } from '../../../lib/core';
import { FILTER_LABELS, filterLinks } from '../view';

interface ExperienceFiltersProps {
  /** The view shown. */
  value: ViewLink;
}

/**
 * A segmented control of links to the filtered views (`aria-current` tells which one shows):
 * real links, so they work before the app runs and the app takes them over without a reload.
 */
export function ExperienceFilters({ value }: ExperienceFiltersProps) {
  const { views } = usePublicData();
  const strings = useStrings();
  return (
    <div className="filters" role="group" aria-label={strings.filtersLabel}>
      {filterLinks(views, value).map(({ filter, href }) => (
        <Link
          key={filter}
          href={href}
          className="filter"
          aria-current={filter === value.filter ? 'page' : undefined}
        >
          {strings[FILTER_LABELS[filter]]}
        </Link>
      ))}
    </div>
  );
}
