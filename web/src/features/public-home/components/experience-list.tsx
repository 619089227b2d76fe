import type { PublicExperience } from '../api/experiences';
import { ExperienceCard } from './experience-card';

interface ExperienceListProps {
  experiences: PublicExperience[];
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
