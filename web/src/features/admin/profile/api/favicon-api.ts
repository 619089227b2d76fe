// The site's favicon (`GET`/`PUT`/`DELETE /api/admin/favicon`, issue 40 point 11): an image the
// owner uploaded, or none, when `/favicon.ico` is drawn from the photo or the initials.
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api, read, write } from '../../../../lib/api';
import { toast } from '../../components/toast-store';
import { writeFailed } from '../../lib/resource';

export const faviconQuery = () =>
  queryOptions({
    queryKey: ['admin', 'favicon'],
    queryFn: () => read(api.GET('/admin/favicon'), 'Failed to fetch the favicon'),
  });

/** The page's own icon shows the change at once. */
function refreshPageIcon() {
  const icon = document.querySelector<HTMLLinkElement>('link[rel="icon"]');
  if (icon) icon.href = `/favicon.ico?v=${Date.now()}`;
}

/** Makes an uploaded image (its `/uploads/` address) the favicon, or (`null`) goes back to the default. */
export function useChangeFavicon() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (url: string | null) =>
      url === null
        ? write(api.DELETE('/admin/favicon'), 'Failed to change the favicon')
        : write(api.PUT('/admin/favicon', { body: { url } }), 'Failed to change the favicon'),
    onSuccess: (favicon) => {
      queryClient.setQueryData(faviconQuery().queryKey, favicon);
      refreshPageIcon();
      toast(
        'Success!',
        favicon.url ? 'Your image is now the favicon.' : 'The favicon is drawn from your photo, or your initials.',
      );
    },
    onError: (failure) => writeFailed(failure, 'Error', 'Failed to change the favicon. Please try again.'),
  });
}
