import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ApiWriteError, sendJson } from '../../../lib/api';
import type { Profile, ProfileBody } from '../../../lib/api-schema';
import { toast } from '../components/toast-store';
import { writeFailed } from '../lib/resource';

const FALLBACK = 'Failed to update profile. Please try again.';

/** Updates the profile; spec §8's toasts, and the public profile refreshes. */
export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (change: ProfileBody) =>
      sendJson<Profile>('PUT', '/api/admin/profile', change, FALLBACK),
    onSuccess: (profile) => {
      queryClient.setQueryData(['public', 'profile'], profile);
      toast('Success!', 'Profile updated successfully.');
    },
    onError: (error) => {
      const message = error instanceof ApiWriteError ? error.serverMessage : undefined;
      writeFailed(error, 'Update Failed', message || FALLBACK);
    },
  });
}
