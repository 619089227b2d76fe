import { useLayoutEffect, useRef, useState } from 'react';

interface ClampedTextProps {
  text: string;
  className?: string;
  /** Lines shown while clamped. */
  lines?: number;
}

/**
 * A card's long text, cut to a few lines with 'Show more', which expands it in place (and 'Show
 * less' folds it again). The button shows only when the text is longer than the lines it has.
 */
export function ClampedText({ text, className, lines = 4 }: ClampedTextProps) {
  const element = useRef<HTMLParagraphElement>(null);
  const [expanded, setExpanded] = useState(false);
  const [overflows, setOverflows] = useState(false);

  useLayoutEffect(() => {
    const node = element.current;
    if (!node || expanded) return;
    const measure = () => setOverflows(node.scrollHeight > node.clientHeight + 1);
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(node);
    return () => observer.disconnect();
  }, [text, expanded]);

  return (
    <div className="clamped">
      <p
        ref={element}
        className={`${className ?? ''} clamped-text${expanded ? '' : ' is-clamped'}`}
        style={{ WebkitLineClamp: lines }}
      >
        {text}
      </p>
      {(overflows || expanded) && (
        <button
          type="button"
          className="link-button clamped-toggle"
          aria-expanded={expanded}
          onClick={() => setExpanded(!expanded)}
        >
          {expanded ? 'Show less' : 'Show more'}
        </button>
      )}
    </div>
  );
}
