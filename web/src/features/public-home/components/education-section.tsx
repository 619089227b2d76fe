import { useQuery } from '@tanstack/react-query';
import { ErrorState } from '../../../components/ui/error-state';
import { groupEducation, isHttpUrl } from '../../../lib/core';
import { educationQuery } from '../api/education';
import { profileQuery } from '../api/profile';
import { EducationSkeleton } from './education-skeleton';

/** Spec §2 Education: grouped by category (folio-core), headings in capitals, by sortOrder. */
export function EducationSection() {
  const education = useQuery(educationQuery());
  const profile = useQuery(profileQuery());

  if (education.isError) {
    return (
      <ErrorState message={education.error.message} onRetry={() => void education.refetch()} />
    );
  }
  if (education.isPending || profile.isPending) return <EducationSkeleton />;

  const groups = groupEducation({
    entries: education.data,
    categories: profile.data?.educationCategories ?? [],
  });
  return (
    <div className="education">
      {groups.map((group) => (
        <section key={group.category} className="education-group" aria-label={group.category}>
          <h2 className="section-heading">{group.category}</h2>
          <ul className="education-grid">
            {group.entries.map((entry) => (
              <li key={entry.id} className="card education-card">
                <h3 className="education-name">
                  {entry.link && isHttpUrl(entry.link) ? (
                    <a href={entry.link} target="_blank" rel="noopener noreferrer">
                      {entry.name}
                    </a>
                  ) : (
                    entry.name
                  )}
                </h3>
                {entry.date && <p className="card-meta">{entry.date}</p>}
              </li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}
