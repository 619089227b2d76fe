const FILTERS = [
  { value: 'all', label: 'All' },
  { value: 'tools', label: 'By Tools' },
  { value: 'industries', label: 'By Industries' },
] as const;

export type Filter = (typeof FILTERS)[number]['value'];

export function isFilter(value: string | null): value is Filter {
  return FILTERS.some((filter) => filter.value === value);
}

interface ExperienceFiltersProps {
  value: Filter;
  onChange: (filter: Filter) => void;
}

/** A segmented control of toggle buttons (`aria-pressed` tells which one is on). */
export function ExperienceFilters({ value, onChange }: ExperienceFiltersProps) {
  return (
    <div className="filters" role="group" aria-label="Filter experiences">
      {FILTERS.map((filter) => (
        <button
          key={filter.value}
          type="button"
          className="filter"
          aria-pressed={filter.value === value}
          onClick={() => onChange(filter.value)}
        >
          {filter.label}
        </button>
      ))}
    </div>
  );
}
