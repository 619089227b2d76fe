import { useState, type FormEvent } from 'react';
import { usePageLanguage } from '../../../lib/page-language';
import { errorsByField, type ContactErrors, type ContactPageData } from '../contact-data';
import { sendMessage } from '../api/send';
import { useProof } from '../pow/use-proof';
import { ContactField } from './contact-field';

interface ContactFormProps {
  data: ContactPageData;
  /** Called once the message is kept (scripts on): the page thanks in place. */
  onSent: () => void;
}

/** The contact form: a POST to the page itself without scripts; with them, the app sends it in
 * place with the proof of work its Worker found while the visitor typed. */
export function ContactForm({ data, onSent }: ContactFormProps) {
  const { words, bounds, values = {} } = data;
  const language = usePageLanguage();
  const [errors, setErrors] = useState<ContactErrors>(() => errorsByField(data.errors));
  const [sending, setSending] = useState(false);
  const proof = useProof();

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const text = (name: string) => String(form.get(name) ?? '');
    setSending(true);
    try {
      const refused = await sendMessage({
        name: text('name'), email: text('email'), subject: text('subject'), message: text('message'),
        page: text('page'), website: text('website'), language: language?.tag ?? document.documentElement.lang,
        proof: await proof(),
      });
      if (refused) setErrors(errorsByField(refused));
      else onSent();
    } catch {
      setErrors({ form: words.failed });
    } finally {
      setSending(false);
    }
  };

  const general = errors.form ?? errors.proof ?? errors.tooMany;
  return (
    <form className="contact-form" method="post" action={data.action} onSubmit={submit} noValidate
      onInput={(event) => {
        // A field edited since the refusal no longer shows its message.
        const { name } = event.target as HTMLInputElement;
        if (name in errors) setErrors({ ...errors, [name]: undefined });
      }}>
      <ContactField id="contact-name" label={words.nameLabel} error={errors.name}>
        {(described) => <input id="contact-name" name="name" autoComplete="name" required maxLength={bounds.name}
          defaultValue={values.name} {...described} />}
      </ContactField>
      <ContactField id="contact-email" label={words.emailLabel} error={errors.email}>
        {(described) => <input id="contact-email" name="email" type="email" autoComplete="email" required
          maxLength={bounds.email} defaultValue={values.email} {...described} />}
      </ContactField>
      <ContactField id="contact-subject" label={words.subjectLabel} error={errors.subject}>
        {(described) => <input id="contact-subject" name="subject" maxLength={bounds.subject}
          defaultValue={values.subject} {...described} />}
      </ContactField>
      <ContactField id="contact-message" label={words.messageLabel} error={errors.message}>
        {(described) => <textarea id="contact-message" name="message" rows={8} required
          maxLength={bounds.message} defaultValue={values.message} {...described} />}
      </ContactField>
      {/* Only robots fill this in: it is off the screen and out of the tab order. */}
      <div className="contact-honeypot" aria-hidden="true">
        <label htmlFor="contact-website">{words.honeypotLabel}</label>
        <input id="contact-website" name="website" tabIndex={-1} autoComplete="off" />
      </div>
      <input type="hidden" name="page" value={values.page ?? ''} />
      <input type="hidden" name="ticket" value={data.ticket} />
      {general && <p className="contact-error contact-error--form" role="alert">{general}</p>}
      <button className="button" type="submit" disabled={sending}>{sending ? words.sending : words.send}</button>
    </form>
  );
}
