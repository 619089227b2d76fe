import type { ToolGroup } from '../../../lib/core';
import { GroupCard } from './group-card';
import { langOf, useFallbacks } from '../fallbacks';

interface ToolGroupsProps {
  groups: ToolGroup[];
}

/** By Tools: folio-core grouped, ordered and counted these on the server; this lays them out. */
export function ToolGroups({ groups }: ToolGroupsProps) {
  const fallbacks = useFallbacks();
  return (
    <div className="groups">
      {groups.map((group) => (
        <GroupCard
          key={group.tool}
          title={group.tool}
          count={group.countLabel}
          entries={group.entries}
          detail={(entry) => (
            <p className={entry.hasUsage ? 'entry-usage' : 'entry-usage entry-usage--none'}
              {...langOf(fallbacks, { kind: 'experience', id: entry.experienceId }, `tools.${group.tool}`)}>
              {entry.usage}
            </p>
          )}
        />
      ))}
    </div>
  );
}
