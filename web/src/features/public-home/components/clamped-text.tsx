import { useState } from 'react';
import { useStrings } from '../../../lib/strings';
import { LinkedText } from '../../../components/ui/linked-text';
import type { Token } from '../../../lib/core';

interface ClampedTextProps {
  /** The text's element id, which the button controls. */
  id: string;
  tokens: Token[];
  /** folio-core's verdict (`home::is_long`): shown clamped, with 'Show more'. */
  long: boolean;
  className: string;
  /** The text's language, when it is not the page's (a translation's fallback). */
  lang?: string;
}

/**
 * A card's text; a long one shows its first lines and expands in place.
 */
export function ClampedText({ id, tokens, long, className, lang }: ClampedTextProps) {
  const [open, setOpen] = useState(false);
  const strings = useStrings();
  if (!long) return <LinkedText tokens={tokens} className={className} lang={lang} />;
  return (
    <>
      <LinkedText id={id} tokens={tokens} lang={lang}
        className={open ? className : `${className} is-clamped`} />
      <button type="button" className="show-more" aria-expanded={open} aria-controls={id}
        onClick={() => setOpen(!open)}>
        {open ? strings.showLess : strings.showMore}
      </button>
    </>
  );
}
