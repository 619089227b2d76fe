import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, ApiWriteError, write } from '../../../../lib/api';
import type { ProfileBody } from '../../../../lib/api-schema';
import type { ProfileUpdate } from '../../../../lib/core';
import { toast } from '../../components/toast-store';
import { profileQuery, setupChecklistQuery } from '../../lib/profile-query';
import { writeFailed } from '../../lib/resource';

/** A profile change: folio-core's validated update of the spec's fields, and the others as
 * typed (the server validates them). */
export type ProfileChange = ProfileUpdate &
  Partial<
    Pick<
      ProfileBody,
      'photo' | 'headline' | 'location' | 'contact' | 'links' | 'languages' | 'translations'
    >
  >;

const FALLBACK = 'Failed to update profile. Please try again.';

/** Updates the profile; spec §8's toasts, and the public profile refreshes. */
export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    // folio-core's partial update: fields left out keep their stored value.
    mutationFn: (change: ProfileChange) =>
      write(api.PUT('/admin/profile', { body: change }), FALLBACK),
    onSuccess: (profile) => {
      queryClient.setQueryData(profileQuery().queryKey, profile);
      void queryClient.invalidateQueries({ queryKey: setupChecklistQuery().queryKey });
      toast('Success!', 'Profile updated successfully.');
    },
    onError: (error) => {
      const message = error instanceof ApiWriteError ? error.serverMessage : undefined;
      writeFailed(error, 'Update Failed', message || FALLBACK);
    },
  });
}

