import { useStrings } from '../../lib/strings';
import { useDocumentTitle } from '../../lib/use-document-title';
import { BackLink } from './back-link';
import { SiteFooter } from './site-footer';

interface NotFoundProps {
  title: string;
  message: string;
  /** Where Go Back goes: the home in the page's language. */
  home: string;
  /** The page's language's feed, as the server lists it; `/feed.xml` when none. */
  feed?: string;
}

/** A missing page: what is missing and a Go Back button to the home in the page's language. */
export function NotFound({ title, message, home, feed }: NotFoundProps) {
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
      {/* The same for every address, so without the owner's name or contact. */}
      <SiteFooter feed={feed} />
    </main>
  );
}
