import { Fragment } from 'react';
import { linkTokens } from '../../lib/core';

interface LinkedTextProps {
  text: string;
  className?: string;
}

/**
 * Free text with folio-core's link tokens (spec §2): http(s) links are clickable, other
 * URL-like text is grey plain text, line breaks are kept.
 */
export function LinkedText({ text, className }: LinkedTextProps) {
  return (
    <p className={className ? `linked-text ${className}` : 'linked-text'}>
      {linkTokens(text).map((token, index) => {
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
