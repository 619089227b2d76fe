import type { ExperienceCard as Experience } from '../../../lib/core';
import { ExperienceCard } from './experience-card';

interface ExperienceListProps {
  experiences: Experience[];
}

/** All: one card per experience, in the owner's order. */
export function ExperienceList({ experiences }: ExperienceListProps) {
  return (
    <ol className="stack" aria-label="Work experience">
      {experiences.map((experience) => (
        <li key={experience.id}>
          <ExperienceCard experience={experience} />
        </li>
      ))}
    </ol>
  );
}
