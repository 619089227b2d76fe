import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { ApiWriteError, getJson, sendJson } from '../../../lib/api';
import type { Profile } from '../../../lib/api-schema';
import type { ProfileUpdate } from '../../../lib/core';
import { toast } from '../components/toast-store';
import { writeFailed } from '../lib/resource';

/** The public profile (spec §7 `GET /api/profile`), which the Profile tab shows and edits.
 * Optional fields are absent when empty. */
export const profileQuery = () =>
  queryOptions({
    queryKey: ['public', 'profile'],
    queryFn: () => getJson<Profile>('/api/profile', 'Failed to fetch profile'),
  });

const FALLBACK = 'Failed to update profile. Please try again.';

/** Updates the profile; spec §8's toasts, and the public profile refreshes. */
export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    // folio-core's partial update: fields left out keep their stored value.
    mutationFn: (change: ProfileUpdate) =>
      sendJson<Profile>('PUT', '/api/admin/profile', change, FALLBACK),
    onSuccess: (profile) => {
      queryClient.setQueryData(profileQuery().queryKey, profile);
      toast('Success!', 'Profile updated successfully.');
    },
    onError: (error) => {
      const message = error instanceof ApiWriteError ? error.serverMessage : undefined;
      writeFailed(error, 'Update Failed', message || FALLBACK);
    },
  });
}
