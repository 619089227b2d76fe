import { groupByTools } from '../../../lib/core';
import type { PublicExperience } from '../api/experiences';
import { GroupCard } from './group-card';

interface ToolGroupsProps {
  experiences: PublicExperience[];
  order: string[];
}

/** By Tools: folio-core groups, orders and counts; this only lays the groups out. */
export function ToolGroups({ experiences, order }: ToolGroupsProps) {
  return (
    <div className="groups">
      {groupByTools({ experiences, order }).map((group) => (
        <GroupCard
          key={group.tool}
          title={group.tool}
          count={group.countLabel}
          entries={group.entries}
          detail={(entry) => (
            <p className={entry.hasUsage ? 'entry-usage' : 'entry-usage entry-usage--none'}>
              {entry.usage}
            </p>
          )}
        />
      ))}
    </div>
  );
}
