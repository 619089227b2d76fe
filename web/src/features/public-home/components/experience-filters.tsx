import { Link } from 'wouter';
import { FILTERS, filterHref, type Filter } from '../view';

interface ExperienceFiltersProps {
  value: Filter;
}

/**
 * A segmented control of links to the filtered views (`aria-current` tells which one shows):
 * real links, so they work before the app runs and the app takes them over without a reload.
 */
export function ExperienceFilters({ value }: ExperienceFiltersProps) {
  return (
    <div className="filters" role="group" aria-label="Filter experiences">
      {FILTERS.map((filter) => (
        <Link
          key={filter.value}
          href={filterHref(filter.value)}
          className="filter"
          aria-current={filter.value === value ? 'page' : undefined}
        >
          {filter.label}
        </Link>
      ))}
    </div>
  );
}
