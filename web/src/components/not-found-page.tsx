import { useStrings } from '../lib/strings';
import { NotFound } from './ui/not-found';
import type { FooterOwner } from './ui/footer-owner';

/** Any path the app has no page for; Go Back goes to `home`, the home in the page's language,
 * and its footer links `feed`, that language's feed. */
export function NotFoundPage({ home = '/', feed, owner }: { home?: string; feed?: string; owner?: FooterOwner }) {
  const strings = useStrings();
  return <NotFound title={strings.pageNotFound} message={strings.pageNotFoundMessage} home={home} feed={feed}
    owner={owner} />;
}
