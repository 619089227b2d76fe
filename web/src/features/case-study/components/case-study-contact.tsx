import type { ContactLink } from '../../../lib/core';

interface CaseStudyContactProps {
  /** The owner's name. */
  author: string;
  contact: ContactLink;
}

/** The end of a case study: a way to reach its author (issue 23 point 9). */
export function CaseStudyContact({ author, contact }: CaseStudyContactProps) {
  return (
    <aside className="article-contact" aria-labelledby="article-contact-title">
      <h2 className="article-contact-title" id="article-contact-title">Want to talk about this work?</h2>
      <p className="article-contact-text">
        Questions about this case study, or a project of your own in mind? Get in touch with{' '}
        {author}.
      </p>
      <a className="button article-contact-button" href={contact.href}
        {...(contact.email ? {} : { target: '_blank', rel: 'noopener noreferrer' })}>
        {contact.email ? `Email ${contact.label}` : `Contact ${author}`}
      </a>
    </aside>
  );
}
