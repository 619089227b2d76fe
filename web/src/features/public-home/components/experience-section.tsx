import { ErrorState } from '../../../components/ui/error-state';
import { useStrings } from '../../../lib/strings';
import { homeRead } from '../api/home';
import { useRead } from '../../../app/public-data';
import { Pager } from './pager';
import type { ViewLink } from '../../../lib/core';
import { ExperienceFilters } from './experience-filters';
import { ExperienceList } from './experience-list';
import { IndustryGroups } from './industry-groups';
import { ToolGroups } from './tool-groups';

interface ExperienceSectionProps {
  /** The view shown, with its filter (`?filter=`, see `view.ts`). */
  view: ViewLink;
}

/** Spec §2 Work Experience: All (default), By Tools, By Industries. */
export function ExperienceSection({ view }: ExperienceSectionProps) {
  const { filter } = view;
  const home = useRead(homeRead(view));
  const strings = useStrings();

  if (home.status === 'error') {
    return <ErrorState message={strings.failedExperiences} onRetry={() => void home.refetch()} />;
  }
  if (home.status === 'pending') return <p className="state" role="status">{strings.loading}</p>;
  if (!home.data.hasExperiences) {
    return <p className="state">{strings.noExperiences}</p>;
  }
  return (
    <>
      <ExperienceFilters value={view} />
      {filter === 'all' && <ExperienceList experiences={home.data.experiences} />}
      {filter === 'tools' && <ToolGroups groups={home.data.byTools} />}
      {filter === 'industries' && <IndustryGroups groups={home.data.byIndustries} />}
      <Pager pager={home.data.pager} />
    </>
  );
}
