import type { ReactNode } from 'react';
import { langOf, useFallbacks, type LangProps } from '../fallbacks';
import { UntranslatedMark } from '../../../components/ui/untranslated-mark';

interface GroupCardProps<E extends { experienceId: number; jobTitle: string; company: string }> {
  /** The tool or industry. */
  title: string;
  /** The title's `lang`, when it is the default language's (a translation's fallback). */
  titleLang?: LangProps;
  /** Beside the title, e.g. `3 experiences`. */
  count?: string;
  entries: E[];
  /** What an entry shows under its job title and company. */
  detail: (entry: E) => ReactNode;
}

/** One By Tools or By Industries group: its title, then each experience in it. */
export function GroupCard<E extends { experienceId: number; jobTitle: string; company: string }>({
  title,
  titleLang,
  count,
  entries,
  detail,
}: GroupCardProps<E>) {
  const fallbacks = useFallbacks();
  const lang = (entry: E, field: string) =>
    langOf(fallbacks, { kind: 'experience', id: entry.experienceId }, field);
  return (
    <section className="card group" aria-label={title}>
      <header className="group-header">
        <h2 className="group-title" {...titleLang}>
          {title}<UntranslatedMark {...titleLang} />
        </h2>
        {count && <span className="group-count">{count}</span>}
      </header>
      <ul className="group-entries">
        {entries.map((entry) => (
          <li key={entry.experienceId} className="group-entry">
            {/* The company goes under the job title, as on an experience card: a separator between
                them would begin the company's line whenever a long title wraps. The space keeps
                the two apart when read as text. */}
            <p className="entry-title">
              <span className="entry-job" {...lang(entry, 'jobTitle')}>
                {entry.jobTitle}<UntranslatedMark {...lang(entry, 'jobTitle')} />
              </span>{' '}
              <span className="entry-company" {...lang(entry, 'company')}>{entry.company}</span>
            </p>
            {detail(entry)}
          </li>
        ))}
      </ul>
    </section>
  );
}
