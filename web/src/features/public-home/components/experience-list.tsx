import { useStrings } from '../../../lib/strings';
import type { ExperienceCard as Experience } from '../../../lib/core';
import { ExperienceCard } from './experience-card';

interface ExperienceListProps {
  experiences: Experience[];
}

/** All: one card per experience, in the owner's order. */
export function ExperienceList({ experiences }: ExperienceListProps) {
  const strings = useStrings();
  return (
    <ol className="stack" aria-label={strings.experienceListLabel}>
      {experiences.map((experience) => (
        <li key={experience.id}>
          <ExperienceCard experience={experience} />
        </li>
      ))}
    </ol>
  );
}
