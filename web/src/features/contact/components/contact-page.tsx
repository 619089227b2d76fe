import { useState } from 'react';
import { usePublicData } from '../../../app/public-data';
import { fill } from '../../../lib/strings';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { SiteFooter } from '../../../components/ui/site-footer';
import { NotFoundPage } from '../../../components/not-found-page';
import { ContactForm } from './contact-form';

/** `/contact` and `/{lang}/contact` (issue 42), and its "Thank you" page (`thanks`). */
export function ContactPage({ thanks = false }: { thanks?: boolean }) {
  const store = usePublicData();
  const data = store.contact;
  const [sent, setSent] = useState(thanks);
  const words = data?.words;
  useDocumentTitle(words ? (sent ? words.thanksTitle : words.title) : '');
  if (!data || !words) return <NotFoundPage home={store.home} feed={store.language?.feed} owner={store.owner} />;
  const author = store.owner?.name ?? '';
  return (
    <main className="page page--article contact-page">
      {sent ? (
        <section className="contact-thanks" aria-labelledby="contact-title">
          <h1 id="contact-title" className="contact-title">{words.thanksTitle}</h1>
          <p role="status">{fill(words.thanksText, { author })}</p>
          <p><a href={store.home}>{store.strings.backToPortfolio}</a></p>
        </section>
      ) : (
        <section aria-labelledby="contact-title">
          <h1 id="contact-title" className="contact-title">{words.title}</h1>
          <p className="contact-intro">{fill(words.intro, { author })}</p>
          <ContactForm data={data} onSent={() => setSent(true)} />
          <p className="contact-privacy">{fill(words.privacy, { author })}</p>
        </section>
      )}
      <SiteFooter name={store.owner?.name} nameLang={store.owner?.nameLang} feed={store.language?.feed} />
    </main>
  );
}
