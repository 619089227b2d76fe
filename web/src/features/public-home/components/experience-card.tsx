import { Badge } from '../../../components/ui/badge';
import { LinkedText } from '../../../components/ui/linked-text';
import type { ExperienceCard as Experience } from '../../../lib/core';

interface ExperienceCardProps {
  experience: Experience;
}

export function ExperienceCard({ experience }: ExperienceCardProps) {
  return (
    <article className="card experience-card">
      <header className="card-header">
        <div>
          <h2 className="card-title">{experience.jobTitle}</h2>
          <p className="card-subtitle">{experience.company}</p>
        </div>
        <p className="card-meta">{experience.dateRange}</p>
      </header>
      <LinkedText tokens={experience.description} className="experience-description" />
      <h3 className="card-label">Accomplishments</h3>
      <LinkedText tokens={experience.accomplishments} className="experience-accomplishments" />
      {experience.tools.length > 0 && (
        <ul className="badge-list" aria-label="Tools">
          {experience.tools.map((tool) => (
            <li key={tool}>
              <Badge>{tool}</Badge>
            </li>
          ))}
        </ul>
      )}
    </article>
  );
}
