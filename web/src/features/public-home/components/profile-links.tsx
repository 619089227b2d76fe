import type { PublicLink } from '../../../lib/core';
import { SiteIcon } from './site-icon';

/** The owner's links (GitHub, LinkedIn, then the others), each with its site's icon; only set
 * http(s) links reach the page (folio-core drops any other on the server). */
export function ProfileLinks({ links }: { links: PublicLink[] }) {
  if (links.length === 0) return null;
  return (
    <ul className="hero-links">
      {links.map((link, index) => (
        <li key={`${index}-${link.url}`}>
          <a className="button" href={link.url} target="_blank" rel="noopener noreferrer me">
            <SiteIcon site={link.icon} />
            {link.label}
          </a>
        </li>
      ))}
    </ul>
  );
}
