import { LinkedText } from '../../../components/ui/linked-text';
import type { IndustryGroup } from '../../../lib/core';
import { GroupCard } from './group-card';

interface IndustryGroupsProps {
  groups: IndustryGroup[];
}

/**
 * By Industries: folio-core's groups, in order and counted as tool groups are; each experience
 * shows its accomplishments.
 */
export function IndustryGroups({ groups }: IndustryGroupsProps) {
  return (
    <div className="groups">
      {groups.map((group) => (
        <GroupCard
          key={group.industry}
          title={group.industry}
          count={group.countLabel}
          entries={group.entries}
          detail={(entry) => (
            <LinkedText tokens={entry.accomplishments} className="entry-accomplishments" />
          )}
        />
      ))}
    </div>
  );
}
