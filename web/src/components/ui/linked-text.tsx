import { Fragment } from 'react';
import type { Token } from '../../lib/core';
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
 * text is grey plain text, line breaks are kept.
 */
export function LinkedText({ tokens, className, id, lang }: LinkedTextProps) {
  return (
    <p id={id} lang={lang} className={className ? `linked-text ${className}` : 'linked-text'}>
      {/* First, so a clamped text never hides it. */}
      <UntranslatedMark lang={lang} />
      {tokens.map((token, index) => {
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
        }
      })}
    </p>
  );
}
