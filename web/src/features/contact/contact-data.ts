// What the server hands the contact page (`pages/contact.rs`, issue 42): the words of the page's
// language (folio-core's `ContactWords`), where the form posts, a fresh ticket for the send
// without scripts, the fields' bounds, and after a refused send without scripts, the visitor's
// text with each message under its field.

/** folio-core's `ContactWords`, in the page's language. */
export interface ContactWords {
  title: string;
  intro: string;
  nameLabel: string;
  emailLabel: string;
  subjectLabel: string;
  messageLabel: string;
  honeypotLabel: string;
  send: string;
  sending: string;
  privacy: string;
  thanksTitle: string;
  thanksText: string;
  nameRequired: string;
  emailRequired: string;
  emailInvalid: string;
  messageRequired: string;
  tooLong: string;
  tooFast: string;
  proofRefused: string;
  tooMany: string;
  failed: string;
}

/** The form's fields a message is kept with. */
export type ContactField = 'name' | 'email' | 'subject' | 'message' | 'page';

/** The messages of a refused send, by field (`form` above the button). */
export type ContactErrors = Partial<Record<ContactField | 'form' | 'proof' | 'tooMany', string>>;

/** `InitialData.contact`. */
export interface ContactPageData {
  words: ContactWords;
  /** The form's address: `/contact` or `/{lang}/contact`. */
  action: string;
  /** Whether this is the "Thank you" page. */
  thanks: boolean;
  /** Signed by the server as the page was drawn: how long ago the form was shown. */
  ticket: string;
  bounds: { name: number; email: number; subject: number; message: number };
  values?: Partial<Record<ContactField, string>>;
  errors?: { field: string; message: string }[];
}

/** A refusal's field messages as one message per field, the first of each. */
export function errorsByField(errors: { field: string; message: string }[] = []): ContactErrors {
  const shown: Record<string, string> = {};
  for (const error of errors) shown[error.field] ??= error.message;
  return shown as ContactErrors;
}
