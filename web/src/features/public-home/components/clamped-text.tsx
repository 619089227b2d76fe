import { useStrings } from '../../../lib/strings';
import { LinkedText } from '../../../components/ui/linked-text';
import type { Token } from '../../../lib/core';

interface ClampedTextProps {
  /** The text's element id. */
  id: string;
  tokens: Token[];
  /** folio-core's verdict (`home::is_long`): shown clamped, with 'Show more'. */
  long: boolean;
  className: string;
  /** The text's language, when it is not the page's (a translation's fallback). */
  lang?: string;
}

/**
 * A card's text; a long one shows its first lines and expands in place. 'Show more' is a
 * `<details>` disclosure (issue 40), so it works before and without the app's script, and the
 * stylesheet unclamps the text while it is open; a screen reader hears it as expanded or
 * collapsed.
 */
export function ClampedText({ id, tokens, long, className, lang }: ClampedTextProps) {
  const strings = useStrings();
  if (!long) return <LinkedText tokens={tokens} className={className} lang={lang} />;
  return (
    <div className="clamp">
      <LinkedText id={id} tokens={tokens} lang={lang} className={`${className} is-clamped`} />
      <details className="show-more-toggle">
        <summary className="show-more">
          <span className="show-more-closed">{strings.showMore}</span>
          <span className="show-more-open">{strings.showLess}</span>
        </summary>
      </details>
    </div>
  );
}
