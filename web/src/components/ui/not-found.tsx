import { useStrings } from '../../lib/strings';
import { useDocumentTitle } from '../../lib/use-document-title';
import { BackLink } from './back-link';
import type { FooterOwner } from './footer-owner';
import { SiteFooter } from './site-footer';

interface NotFoundProps {
  title: string;
  message: string;
  /** Where Go Back goes: the home in the page's language. */
  home: string;
  /** The page's language's feed, as the server lists it; `/feed.xml` when none. */
  feed?: string;
  /** The owner the footer names, as the server sends a 404 page (issue 40). */
  owner?: FooterOwner;
}

/** A missing page: what is missing and a Go Back button to the home in the page's language. */
export function NotFound({ title, message, home, feed, owner }: NotFoundProps) {
  useDocumentTitle(title);
  const strings = useStrings();
  return (
    <main className="page page--center">
      <div className="not-found">
        <p className="not-found-code" aria-hidden="true">404</p>
        <h1 className="not-found-title">{title}</h1>
        <p className="not-found-message">{message}</p>
        <BackLink label={strings.goBack} href={home} />
      </div>
      {/* The footer of every public page: the owner's name and contact (issue 40). */}
      <SiteFooter feed={feed} name={owner?.name} nameLang={owner?.nameLang} contact={owner?.contact} />
    </main>
  );
}
