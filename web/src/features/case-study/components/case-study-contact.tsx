import { fill, useStrings } from '../../../lib/strings';
import type { ContactLink } from '../../../lib/core';
import { contactHref } from '../../../lib/languages';
import { usePageLanguage } from '../../../lib/page-language';

interface CaseStudyContactProps {
  /** The owner's name. */
  author: string;
  contact: ContactLink;
}

/** The end of a case study: a way to reach its author (issue 23 point 9). */
export function CaseStudyContact({ author, contact }: CaseStudyContactProps) {
  const strings = useStrings();
  const language = usePageLanguage();
  return (
    <aside className="article-contact" aria-labelledby="article-contact-title">
      <h2 className="article-contact-title" id="article-contact-title">{strings.contactHeading}</h2>
      <p className="article-contact-text">{fill(strings.contactText, { author })}</p>
      <a className="button article-contact-button" href={contactHref(contact, language)}
        {...(contact.email || contact.form ? {} : { target: '_blank', rel: 'noopener noreferrer' })}>
        {contact.email
          ? fill(strings.contactEmail, { address: contact.label })
          : fill(strings.contactAuthor, { author })}
      </a>
    </aside>
  );
}
