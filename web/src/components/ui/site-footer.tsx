import { useStrings } from '../../lib/strings';
import type { ContactLink } from '../../lib/core';
import { contactHref } from '../../lib/languages';
import { usePageLanguage } from '../../lib/page-language';

interface SiteFooterProps {
  /** The owner's name. */
  name?: string;
  /** The name's language, when it is not the page's (a translation's fallback, issue 25). */
  nameLang?: string;
  /** How to reach the owner, when the profile says. */
  contact?: ContactLink;
  /** The address of the page's language's feed, as the server lists it (`PageLanguage.feed`);
   * a one-language site's is `/feed.xml`. */
  feed?: string;
}

/** The foot of every public page: the owner, the feed of case studies in the page's language,
 * and the contact. */
export function SiteFooter({ name, nameLang, contact, feed = '/feed.xml' }: SiteFooterProps) {
  const strings = useStrings();
  const language = usePageLanguage();
  return (
    <footer className="site-footer">
      {name && <p className="site-footer-name" lang={nameLang}>{name}</p>}
      <ul className="site-footer-links">
        <li>
          <a href={feed} type="application/rss+xml">{strings.rssFeed}</a>
        </li>
        {contact && (
          <li>
            <a href={contactHref(contact, language)}
              {...(contact.email || contact.form ? {} : { target: '_blank', rel: 'noopener noreferrer' })}>
              {strings.contact}
            </a>
          </li>
        )}
      </ul>
    </footer>
  );
}
