import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api, read, write } from '../../../../lib/api';
import { failureToast, toast } from '../../components/toast-store';

/** The admin's signed-in sessions, the most recently used first. */
export const sessionsQuery = () =>
  queryOptions({
    queryKey: ['admin', 'sessions'],
    queryFn: () => read(api.GET('/admin/sessions'), 'Failed to fetch sessions'),
  });

/** "Sign out everywhere else": ends every session but this one, then lists them again. */
export function useSignOutOthers() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () =>
      write(api.DELETE('/admin/sessions/others'), 'Failed to sign out the other sessions'),
    onSuccess: ({ ended }) => {
      toast('Success!', ended === 1 ? 'Signed out 1 other session.' : `Signed out ${ended} other sessions.`);
      void queryClient.invalidateQueries({ queryKey: sessionsQuery().queryKey });
    },
    onError: () => failureToast('Error', 'Failed to sign out the other sessions. Please try again.'),
  });
}
