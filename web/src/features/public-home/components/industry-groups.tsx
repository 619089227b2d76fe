import { LinkedText } from '../../../components/ui/linked-text';
import type { IndustryGroup } from '../../../lib/core';
import { GroupCard } from './group-card';
import { groupLangOf, langOf, useFallbacks } from '../fallbacks';

interface IndustryGroupsProps {
  groups: IndustryGroup[];
}

/**
 * By Industries: folio-core's groups, in order and counted as tool groups are; each experience
 * shows its accomplishments.
 */
export function IndustryGroups({ groups }: IndustryGroupsProps) {
  const fallbacks = useFallbacks();
  return (
    <div className="groups">
      {groups.map((group, index) => (
        <GroupCard
          key={group.industry}
          title={group.industry}
          titleLang={groupLangOf(fallbacks, 'industry', index)}
          count={group.countLabel}
          entries={group.entries}
          detail={(entry) => (
            <LinkedText tokens={entry.accomplishments} className="entry-accomplishments"
              {...langOf(fallbacks, { kind: 'experience', id: entry.experienceId }, 'accomplishments')} />
          )}
        />
      ))}
    </div>
  );
}
