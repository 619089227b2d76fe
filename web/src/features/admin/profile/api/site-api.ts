// The site's one address (`GET`/`PUT /api/admin/site`, issue 39): what every page, card, feed and
// sitemap names, whatever host a request names.
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api, ApiWriteError, read, write } from '../../../../lib/api';
import { toast } from '../../components/toast-store';
import { useRefreshPublic, writeFailed } from '../../lib/resource';

/** The site's address, and whether the server's `PUBLIC_URL` sets it. */
export const siteQuery = () =>
  queryOptions({
    queryKey: ['admin', 'site'],
    queryFn: () => read(api.GET('/admin/site'), 'Failed to fetch the site address'),
  });

/**
 * Changes the site's address. The server's refusal of the address goes to `onRefused` (shown
 * under the field); any other failure is a toast.
 */
export function useChangeSiteAddress({ onRefused }: { onRefused: (message: string) => void }) {
  const queryClient = useQueryClient();
  const refreshPublic = useRefreshPublic();
  return useMutation({
    mutationFn: (address: string) =>
      write(api.PUT('/admin/site', { body: { address } }), 'Failed to change the site address'),
    onSuccess: async (site) => {
      toast('Success!', `Your site's address is now ${site.address}.`);
      queryClient.setQueryData(siteQuery().queryKey, site);
      await refreshPublic();
    },
    onError: (failure) => {
      const message =
        failure instanceof ApiWriteError
          ? (failure.fields[0]?.message ?? failure.serverMessage)
          : undefined;
      if (message) onRefused(message);
      else writeFailed(failure, 'Error', 'Failed to change the site address. Please try again.');
    },
  });
}
