import { LinkedText } from '../../../components/ui/linked-text';
import { groupByIndustries } from '../../../lib/core';
import type { PublicExperience } from '../api/experiences';
import { GroupCard } from './group-card';

interface IndustryGroupsProps {
  experiences: PublicExperience[];
  order: string[];
}

/** By Industries: folio-core groups and orders; each experience shows its accomplishments. */
export function IndustryGroups({ experiences, order }: IndustryGroupsProps) {
  return (
    <div className="groups">
      {groupByIndustries({ experiences, order }).map((group) => (
        <GroupCard
          key={group.industry}
          title={group.industry}
          entries={group.entries}
          detail={(entry) => (
            <LinkedText text={entry.accomplishments} className="entry-accomplishments" />
          )}
        />
      ))}
    </div>
  );
}
