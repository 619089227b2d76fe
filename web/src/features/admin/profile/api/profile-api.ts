import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api, ApiWriteError, read, write } from '../../../../lib/api';
import type { ProfileBody } from '../../../../lib/api-schema';
import type { ProfileUpdate } from '../../../../lib/core';
import { toast } from '../../components/toast-store';
import { writeFailed } from '../../lib/resource';

/** The public profile (spec §7 `GET /api/profile`), which the Profile tab shows and edits.
 * Optional fields are absent when empty. */
export const profileQuery = () =>
  queryOptions({
    queryKey: ['public', 'profile'],
    queryFn: () => read(api.GET('/profile'), 'Failed to fetch profile'),
  });

/** A profile change: folio-core's validated update of the spec's fields, and the others as
 * typed (the server validates them). */
export type ProfileChange = ProfileUpdate &
  Partial<
    Pick<
      ProfileBody,
      'photo' | 'headline' | 'location' | 'contact' | 'links' | 'languages' | 'translations'
    >
  >;

// Under 'public': every write refreshes the public reads (`lib/resource.ts`), and with them this.
const setupChecklistKey = ['public', 'setup-checklist'];

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
      void queryClient.invalidateQueries({ queryKey: setupChecklistKey });
      toast('Success!', 'Profile updated successfully.');
    },
    onError: (error) => {
      const message = error instanceof ApiWriteError ? error.serverMessage : undefined;
      writeFailed(error, 'Update Failed', message || FALLBACK);
    },
  });
}


/** The dashboard's setup checklist (`GET /api/admin/setup-checklist`), asked again whenever the
 * dashboard shows, so a step done in any tab is ticked. */
export const setupChecklistQuery = () =>
  queryOptions({
    queryKey: setupChecklistKey,
    queryFn: () =>
      read(api.GET('/admin/setup-checklist'), 'Failed to fetch the setup checklist'),
    staleTime: 0,
  });
