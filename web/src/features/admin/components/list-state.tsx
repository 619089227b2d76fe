import type { ReactNode } from 'react';

interface ListStateProps {
  isPending: boolean;
  error: Error | null;
  retry: () => void;
  /** The empty state's text and its first-item button, when the list is empty. */
  empty: { text: string; action: string; onAction: () => void } | null;
  children: ReactNode;
}

/** A managed list's loading, failure and empty states around the list itself. */
export function ListState({ isPending, error, retry, empty, children }: ListStateProps) {
  if (isPending) {
    return (
      <p className="loading-screen" role="status">
        <span className="spinner" aria-hidden="true" />
        Loading...
      </p>
    );
  }
  if (error) {
    return (
      <div className="empty-state" role="alert">
        <p>{error.message}</p>
        <button type="button" className="button" onClick={retry}>
          Try again
        </button>
      </div>
    );
  }
  if (empty) {
    return (
      <div className="empty-state">
        <p>{empty.text}</p>
        <button type="button" className="button button--primary" onClick={empty.onAction}>
          {empty.action}
        </button>
      </div>
    );
  }
  return <>{children}</>;
}
