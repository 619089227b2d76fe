import { groupByTools } from '../../../lib/core';
import type { PublicExperience } from '../api/experiences';

interface ToolGroupsProps {
  experiences: PublicExperience[];
  order: string[];
}

/** By Tools: folio-core groups, orders and counts; this only lays the groups out. */
export function ToolGroups({ experiences, order }: ToolGroupsProps) {
  const groups = groupByTools({ experiences, order });
  return (
    <div className="groups">
      {groups.map((group) => (
        <section key={group.tool} className="card group" aria-label={group.tool}>
          <header className="group-header">
            <h2 className="group-title">{group.tool}</h2>
            <span className="group-count">{group.countLabel}</span>
          </header>
          <ul className="group-entries">
            {group.entries.map((entry) => (
              <li key={entry.experienceId} className="group-entry">
                <p className="entry-title">
                  <span className="entry-job">{entry.jobTitle}</span>
                  <span className="entry-company">{entry.company}</span>
                </p>
                <p className={entry.hasUsage ? 'entry-usage' : 'entry-usage entry-usage--none'}>
                  {entry.usage}
                </p>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}
