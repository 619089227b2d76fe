import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, ApiWriteError, write } from '../../../../lib/api';
import type { PasswordChange } from '../../../../lib/core';
import { failureToast, toast } from '../../components/toast-store';
import { sessionsQuery } from './sessions-api';

const FAILED = 'Failed to change the password. Please try again.';

/**
 * Changes the password (`POST /api/admin/password`): every other session ends, this one goes on.
 * A refusal of a field shows under it (the form's part); any other failure in a toast.
 */
export function useChangePassword() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (change: PasswordChange) => write(api.POST('/admin/password', { body: change }), FAILED),
    onSuccess: () => {
      toast('Success!', 'Your password is changed, and every other device is signed out.');
      void queryClient.invalidateQueries({ queryKey: sessionsQuery().queryKey });
    },
    onError: (error) => {
      if (error instanceof ApiWriteError && error.fields.length > 0) return;
      failureToast('Error', (error instanceof ApiWriteError && error.serverMessage) || FAILED);
    },
  });
}
