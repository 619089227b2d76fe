import type { StoredExperience } from '../../../lib/api-schema';
import { publicDateRange } from '../../../lib/core';
import { SortableTab } from '../components/sortable-tab';
import { useSortByDate } from '../lib/resource';
import { ExperienceDialog } from './experience-dialog';
import { experiencesResource } from '../lib/experiences-resource';

/**
 * Spec §2 Experiences tab: the owner's jobs, in the order the public site shows them (by drag
 * order, then by their dates; "Sort by date" goes back to the dates alone).
 */
export function ExperiencesTab() {
  const sortByDate = useSortByDate(experiencesResource);
  return (
    <SortableTab<StoredExperience>
      resource={experiencesResource}
      labelOf={(item) => item.jobTitle}
      renderDetails={(item) => (
        <>
          <p className="admin-card-meta">
            {item.company} · {item.industry}
          </p>
          <p className="admin-card-meta">{publicDateRange(item)}</p>
        </>
      )}
      renderDialog={(item, close) => <ExperienceDialog experience={item} onClose={close} />}
      sortByDate={sortByDate}
    />
  );
}
