import type { ReactNode } from 'react';

interface GroupCardProps<E extends { experienceId: number; jobTitle: string; company: string }> {
  /** The tool or industry. */
  title: string;
  /** Beside the title, e.g. `3 experiences`. */
  count?: string;
  entries: E[];
  /** What an entry shows under its job title and company. */
  detail: (entry: E) => ReactNode;
}

/** One By Tools or By Industries group: its title, then each experience in it. */
export function GroupCard<E extends { experienceId: number; jobTitle: string; company: string }>({
  title,
  count,
  entries,
  detail,
}: GroupCardProps<E>) {
  return (
    <section className="card group" aria-label={title}>
      <header className="group-header">
        <h2 className="group-title">{title}</h2>
        {count && <span className="group-count">{count}</span>}
      </header>
      <ul className="group-entries">
        {entries.map((entry) => (
          <li key={entry.experienceId} className="group-entry">
            {/* The company goes under the job title, as on an experience card: a separator between
                them would begin the company's line whenever a long title wraps. The space keeps
                the two apart when read as text. */}
            <p className="entry-title">
              <span className="entry-job">{entry.jobTitle}</span>{' '}
              <span className="entry-company">{entry.company}</span>
            </p>
            {detail(entry)}
          </li>
        ))}
      </ul>
    </section>
  );
}
