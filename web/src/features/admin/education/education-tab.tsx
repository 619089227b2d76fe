import type { Education } from '../../../lib/api-schema';
import { SortableTab } from '../components/sortable-tab';
import { CategoryOrder } from './category-order';
import { EducationDialog } from './education-dialog';
import { educationResource } from '../lib/education-resource';

/** Spec §2 Education tab, and the order of its categories on the site (issue 40 point 1). */
export function EducationTab() {
  return (
    <>
      <SortableTab<Education>
        resource={educationResource}
        labelOf={(item) => item.name}
        renderDetails={(item) => (
          <>
            <p className="admin-card-meta">
              {item.category}
              {item.date && ` · ${item.date}`}
            </p>
            {item.link && (
              <a className="admin-card-link" href={item.link} target="_blank" rel="noopener noreferrer">
                View Certificate
              </a>
            )}
          </>
        )}
        renderDialog={(item, close) => <EducationDialog education={item} onClose={close} />}
      />
      <CategoryOrder />
    </>
  );
}
