import { useStrings } from '../../lib/strings';

interface ErrorStateProps {
  message: string;
  onRetry: () => void;
}

/** A failed fetch: the §8 message and a way to try again, never a blank area. */
export function ErrorState({ message, onRetry }: ErrorStateProps) {
  const strings = useStrings();
  return (
    <div className="state state--error" role="alert">
      <p className="state-message">{message}</p>
      <button type="button" className="button" onClick={onRetry}>
        {strings.tryAgain}
      </button>
    </div>
  );
}
