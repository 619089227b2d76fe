import { useEffect, useState } from 'react';
import type { Progress } from './api/data-api';

/** How long a transfer runs before its progress shows: a quick one shows nothing. */
const AFTER_MS = 400;

interface TransferProgressProps {
  /** Whether the transfer is running. */
  active: boolean;
  /** `Downloading` or `Uploading`. */
  verb: string;
  progress: Progress;
}

/** The progress of a download or upload that takes more than a moment. */
export function TransferProgress({ active, verb, progress }: TransferProgressProps) {
  const [shown, setShown] = useState(false);
  useEffect(() => {
    if (!active) return;
    const timer = setTimeout(() => setShown(true), AFTER_MS);
    return () => {
      clearTimeout(timer);
      setShown(false);
    };
  }, [active]);
  if (!active || !shown) return null;
  const label = progress === null ? `${verb}...` : `${verb}... ${progress}%`;
  return (
    <div className="transfer-progress" role="status">
      <progress max={100} value={progress ?? undefined} aria-label={verb} />
      <span>{label}</span>
    </div>
  );
}
