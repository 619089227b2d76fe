/** Shown while a tab's data loads. */
export function Loading({ text = 'Loading...' }: { text?: string }) {
  return (
    <p className="loading-screen" role="status">
      <span className="spinner" aria-hidden="true" />
      {text}
    </p>
  );
}

/** A read that failed: its spec §8 message and a way to try again. */
export function LoadFailed({ error, retry }: { error: Error; retry: () => void }) {
  return (
    <div className="empty-state" role="alert">
      <p>{error.message}</p>
      <button type="button" className="button" onClick={retry}>
        Try again
      </button>
    </div>
  );
}
