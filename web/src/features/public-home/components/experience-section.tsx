import { useQuery } from '@tanstack/react-query';
import { ErrorState } from '../../../components/ui/error-state';
import { experiencesQuery } from '../api/experiences';
import { profileQuery } from '../api/profile';
import type { Filter } from '../view';
import { ExperienceFilters } from './experience-filters';
import { ExperienceList } from './experience-list';
import { IndustryGroups } from './industry-groups';
import { ToolGroups } from './tool-groups';

interface ExperienceSectionProps {
  /** From `?filter=` (see `view.ts`). */
  filter: Filter;
}

/** Spec §2 Work Experience: All (default), By Tools, By Industries. */
export function ExperienceSection({ filter }: ExperienceSectionProps) {
  const experiences = useQuery(experiencesQuery());
  // The custom tools and industries orders come with the profile (already fetched by the header).
  const profile = useQuery(profileQuery());

  if (experiences.isError) {
    return (
      <ErrorState message={experiences.error.message} onRetry={() => void experiences.refetch()} />
    );
  }
  if (experiences.isPending || (filter !== 'all' && profile.isPending)) {
    return <p className="state" role="status">Loading...</p>;
  }
  if (experiences.data.length === 0) {
    return <p className="state">No experiences added yet.</p>;
  }
  const toolsOrder = profile.data?.toolsOrder ?? [];
  const industriesOrder = profile.data?.industriesOrder ?? [];
  return (
    <>
      <ExperienceFilters value={filter} />
      {filter === 'all' && <ExperienceList experiences={experiences.data} />}
      {filter === 'tools' && <ToolGroups experiences={experiences.data} order={toolsOrder} />}
      {filter === 'industries' && (
        <IndustryGroups experiences={experiences.data} order={industriesOrder} />
      )}
    </>
  );
}
