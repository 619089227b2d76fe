import { useStrings } from '../lib/strings';
import { NotFound } from './ui/not-found';

/** Any path the app has no page for. */
export function NotFoundPage() {
  const strings = useStrings();
  return <NotFound title={strings.pageNotFound} message={strings.pageNotFoundMessage} />;
}
