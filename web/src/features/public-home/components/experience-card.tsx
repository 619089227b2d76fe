import { Badge } from '../../../components/ui/badge';
import { LinkedText } from '../../../components/ui/linked-text';
import { normalizeTools, publicDateRange } from '../../../lib/core';
import type { PublicExperience } from '../api/experiences';

interface ExperienceCardProps {
  experience: PublicExperience;
}

export function ExperienceCard({ experience }: ExperienceCardProps) {
  const tools = normalizeTools(experience.tools ?? []);
  return (
    <article className="card experience-card">
      <header className="card-header">
        <div>
          <h2 className="card-title">{experience.jobTitle}</h2>
          <p className="card-subtitle">{experience.company}</p>
        </div>
        <p className="card-meta">{publicDateRange(experience)}</p>
      </header>
      <LinkedText text={experience.description} className="experience-description" />
      <h3 className="card-label">Accomplishments</h3>
      <LinkedText text={experience.accomplishments} className="experience-accomplishments" />
      {tools.length > 0 && (
        <ul className="badge-list" aria-label="Tools">
          {tools.map((tool) => (
            <li key={tool.name}>
              <Badge>{tool.name}</Badge>
            </li>
          ))}
        </ul>
      )}
    </article>
  );
}
