import { NotFound } from './ui/not-found';

/** Any path the app has no page for. */
export function NotFoundPage() {
  return <NotFound title="Page Not Found" message="The page you're looking for doesn't exist." />;
}
