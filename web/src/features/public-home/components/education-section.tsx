import { ErrorState } from '../../../components/ui/error-state';
import { useRead } from '../../../app/public-data';
import { useStrings } from '../../../lib/strings';
import { homeRead } from '../api/home';
import type { ViewLink } from '../../../lib/core';
import { EducationSkeleton } from './education-skeleton';
import { groupLangOf, langOf } from '../fallbacks';
import { UntranslatedMark } from '../../../components/ui/untranslated-mark';

/**
 * Spec §2 Education: grouped by category, headings in capitals, by sortOrder (folio-core, on the
 * server, which also keeps a link only when it is an http(s) URL).
 */
export function EducationSection({ view }: { view: ViewLink }) {
  const home = useRead(homeRead(view));
  const strings = useStrings();

  if (home.status === 'error') {
    return <ErrorState message={strings.failedEducation} onRetry={() => void home.refetch()} />;
  }
  if (home.status === 'pending') return <EducationSkeleton />;
  const fallbacks = home.data.fallbacks;
  return (
    <div className="education">
      {home.data.education.map((group, index) => (
        <section key={group.category} className="education-group" aria-label={group.category}>
          <h2 className="section-heading" {...groupLangOf(fallbacks, 'education', index)}>
            {group.category}<UntranslatedMark {...groupLangOf(fallbacks, 'education', index)} />
          </h2>
          <ul className="education-grid">
            {group.entries.map((entry) => (
              <li key={entry.id} className="card education-card">
                <h3 className="education-name"
                  {...langOf(fallbacks, { kind: 'education', id: entry.id }, 'name')}>
                  {entry.link ? (
                    <a href={entry.link} target="_blank" rel="noopener noreferrer">
                      {entry.name}
                    </a>
                  ) : (
                    entry.name
                  )}
                </h3>
                {entry.date && <p className="card-meta">{entry.date}</p>}
              </li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}
