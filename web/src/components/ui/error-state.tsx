interface ErrorStateProps {
  message: string;
  onRetry: () => void;
}

/** A failed fetch: the §8 message and a way to try again, never a blank area. */
export function ErrorState({ message, onRetry }: ErrorStateProps) {
  return (
    <div className="state state--error" role="alert">
      <p className="state-message">{message}</p>
      <button type="button" className="button" onClick={onRetry}>
        Try again
      </button>
    </div>
  );
}
