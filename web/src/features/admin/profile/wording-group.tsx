import { type ReactNode, useState } from 'react';

interface WordingGroupProps {
  /** Where on the site its texts appear. */
  title: string;
  /** How many of its texts hold the owner's own words. */
  own: number;
  /** Whether a refused save names one of its texts, or a link asks for one: it opens. */
  failed: boolean;
  children: ReactNode;
}

/**
 * A group of the site's texts, closed until the owner opens it (issue 40 point 5): the wording
 * is about 55 texts, which a page shows as a few lines until one is wanted.
 */
export function WordingGroup({ title, own, failed, children }: WordingGroupProps) {
  const [open, setOpen] = useState(failed);
  // A refused save opens the group its messages are in (state adjusted during the render).
  const [wasFailed, setWasFailed] = useState(failed);
  if (failed !== wasFailed) {
    setWasFailed(failed);
    if (failed) setOpen(true);
  }
  return (
    <details
      className="wording-group"
      open={open}
      onToggle={(event) => setOpen(event.currentTarget.open)}
    >
      <summary className="wording-summary">
        {title}
        {own > 0 && <span className="wording-own"> · {own} in your own words</span>}
      </summary>
      <div className="wording-fields">{children}</div>
    </details>
  );
}
