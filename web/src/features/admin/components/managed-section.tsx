import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { LoadFailed, Loading } from './query-states';

interface ManagedSectionProps<T> {
  /** The section's heading, e.g. `Work Experience`. */
  heading: string;
  /** The add button's text, e.g. `Add Experience`. */
  addLabel: string;
  /** Spec §2's empty state: its text and its first-item button. */
  empty: { text: string; action: string };
  list: UseQueryResult<T[]>;
  onAdd: () => void;
  /** Shown beside the heading, e.g. `Saving new order...`. */
  status?: ReactNode;
  /** Buttons before the add button, e.g. `Sort by date`. */
  actions?: ReactNode;
  children: (items: T[]) => ReactNode;
}

/** A managed list's section: heading and add button, then loading, failure, empty or the list. */
export function ManagedSection<T>({
  heading,
  addLabel,
  empty,
  list,
  onAdd,
  status,
  actions,
  children,
}: ManagedSectionProps<T>) {
  const headingId = `${heading.toLowerCase().replaceAll(' ', '-')}-heading`;
  return (
    <section aria-labelledby={headingId}>
      <div className="section-bar">
        <h2 className="section-title" id={headingId}>
          {heading}
        </h2>
        {status}
        <div className="section-actions">
          {actions}
          <button type="button" className="button button--primary" onClick={onAdd}>
            {addLabel}
          </button>
        </div>
      </div>
      {list.isPending ? (
        <Loading />
      ) : list.error ? (
        <LoadFailed error={list.error} retry={() => void list.refetch()} />
      ) : list.data.length === 0 ? (
        <div className="empty-state">
          <p>{empty.text}</p>
          <button type="button" className="button button--primary" onClick={onAdd}>
            {empty.action}
          </button>
        </div>
      ) : (
        children(list.data)
      )}
    </section>
  );
}
