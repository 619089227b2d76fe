import { useStrings } from '../../../lib/strings';
import { Badge } from '../../../components/ui/badge';
import type { ExperienceCard as Experience } from '../../../lib/core';
import { ClampedText } from './clamped-text';
import { langOf, useFallbacks } from '../fallbacks';
import { UntranslatedMark } from '../../../components/ui/untranslated-mark';

interface ExperienceCardProps {
  experience: Experience;
}

export function ExperienceCard({ experience }: ExperienceCardProps) {
  const strings = useStrings();
  const fallbacks = useFallbacks();
  const lang = (field: string) => langOf(fallbacks, { kind: 'experience', id: experience.id }, field);
  return (
    <article className="card experience-card">
      <header className="card-header">
        <div>
          <h2 className="card-title" {...lang('jobTitle')}>
            {experience.jobTitle}<UntranslatedMark {...lang('jobTitle')} />
          </h2>
          <p className="card-subtitle" {...lang('company')}>{experience.company}</p>
        </div>
        <p className="card-meta">{experience.dateRange}</p>
      </header>
      <ClampedText id={`experience-${experience.id}-description`} tokens={experience.description}
        long={experience.longDescription} className="experience-description"
        {...lang('description')} />
      <h3 className="card-label">{strings.accomplishments}</h3>
      <ClampedText id={`experience-${experience.id}-accomplishments`}
        tokens={experience.accomplishments} long={experience.longAccomplishments}
        className="experience-accomplishments" {...lang('accomplishments')} />
      {experience.tools.length > 0 && (
        <ul className="badge-list" aria-label={strings.toolsLabel}>
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
