import type { StoredExperience } from '../../../lib/api-schema';
import { publicDateRange } from '../../../lib/core';
import { SortableTab } from '../components/sortable-tab';
import { ExperienceDialog } from './experience-dialog';
import { experiencesResource } from './experiences-resource';

/** Spec §2 Experiences tab: the owner's jobs, in the order the public site shows them. */
export function ExperiencesTab() {
  return (
    <SortableTab<StoredExperience>
      resource={experiencesResource}
      kind="experience"
      labelOf={(item) => item.jobTitle}
      heading="Work Experience"
      addLabel="Add Experience"
      empty={{ text: 'No experiences yet.', action: 'Add Your First Experience' }}
      renderCard={(item) => (
        <>
          <h3 className="admin-card-title">{item.jobTitle.toUpperCase()}</h3>
          <p className="admin-card-meta">
            {item.company} · {item.industry}
          </p>
          <p className="admin-card-meta">{publicDateRange(item)}</p>
        </>
      )}
      renderDialog={(item, close) => <ExperienceDialog experience={item} onClose={close} />}
    />
  );
}
