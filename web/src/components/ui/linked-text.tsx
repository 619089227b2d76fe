import { Fragment } from 'react';
import type { Token } from '../../lib/core';
import { textBlocks } from './text-blocks';
import { UntranslatedMark } from './untranslated-mark';

interface LinkedTextProps {
  /** folio-core's link tokens of the text, as the server sends them. */
  tokens: Token[];
  className?: string;
  id?: string;
  /** The text's language, when it is not the page's (a translation's fallback, issue 25). */
  lang?: string;
}

/**
 * Free text as folio-core tokenised it (spec §2): http(s) links are clickable, other URL-like
 * text is grey plain text, line breaks are kept. Lines folio-core marks as list items (`- item`,
 * issue 40) show as a list.
 */
export function LinkedText({ tokens, className, id, lang }: LinkedTextProps) {
  const classes = className ? `linked-text ${className}` : 'linked-text';
  const blocks = textBlocks(tokens);
  if (blocks.every((block) => block.kind === 'lines')) {
    return (
      <p id={id} lang={lang} className={classes}>
        {/* First, so a clamped text never hides it. */}
        <UntranslatedMark lang={lang} />
        <Inline tokens={tokens} />
      </p>
    );
  }
  return (
    <div id={id} lang={lang} className={`${classes} has-list`}>
      {/* First, so a clamped text never hides it. */}
      <UntranslatedMark lang={lang} />
      {blocks.map((block, index) =>
        block.kind === 'lines' ? (
          <p key={index}><Inline tokens={block.tokens} /></p>
        ) : (
          <ul key={index}>
            {block.items.map((item, at) => <li key={at}><Inline tokens={item} /></li>)}
          </ul>
        ),
      )}
    </div>
  );
}

/** One run of tokens as inline content. */
function Inline({ tokens }: { tokens: Token[] }) {
  return tokens.map((token, index) => {
    switch (token.type) {
      case 'text':
        return <Fragment key={index}>{token.text}</Fragment>;
      case 'link':
        return (
          <a key={index} href={token.href} target="_blank" rel="noopener noreferrer">
            {token.text}
          </a>
        );
      case 'plainUrl':
        return (
          <span key={index} className="plain-url">
            {token.text}
          </span>
        );
      case 'lineBreak':
        return <br key={index} />;
      case 'bullet':
        // Only at a line's start, where `textBlocks` has made the line a list item.
        return null;
    }
  });
}
