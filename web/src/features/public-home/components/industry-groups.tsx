import { LinkedText } from '../../../components/ui/linked-text';
import { groupByIndustries } from '../../../lib/core';
import type { PublicExperience } from '../api/experiences';

interface IndustryGroupsProps {
  experiences: PublicExperience[];
  order: string[];
}

/** By Industries: folio-core groups and orders; each experience shows its accomplishments. */
export function IndustryGroups({ experiences, order }: IndustryGroupsProps) {
  const groups = groupByIndustries({ experiences, order });
  return (
    <div className="groups">
      {groups.map((group) => (
        <section key={group.industry} className="card group" aria-label={group.industry}>
          <header className="group-header">
            <h2 className="group-title">{group.industry}</h2>
          </header>
          <ul className="group-entries">
            {group.entries.map((entry) => (
              <li key={entry.experienceId} className="group-entry">
                <p className="entry-title">
                  <span className="entry-job">{entry.jobTitle}</span>
                  <span className="entry-company">{entry.company}</span>
                </p>
                <LinkedText text={entry.accomplishments} className="entry-accomplishments" />
              </li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}
