import type { ContactLink } from '../../lib/core';

/** The owner as a page's footer shows them: the name in the page's language (`nameLang` when it
 * falls back to the default's) and the contact, when the profile has one. */
export interface FooterOwner {
  name: string;
  nameLang?: string;
  contact?: ContactLink;
}
