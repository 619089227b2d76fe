import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { ApiError, ApiWriteError, getJson, sendJson } from '../../../lib/api';
import { failureToast, toast } from '../components/toast-store';
import { type AdminUser, useAuth } from './auth-store';

const MINUTE = 60_000;
export const meKey = ['admin', 'me'] as const;

/**
 * Feeds the auth store from `GET /api/admin/me` (spec §7: cached 5 minutes, no retry).
 * A 401 means signed out; any other failure is reported and also leaves the admin signed out.
 */
export function useAuthCheck() {
  const { signedIn, signedOut } = useAuth();
  const me = useQuery({
    queryKey: meKey,
    queryFn: () => getJson<AdminUser>('/api/admin/me', 'Failed to check auth status'),
    staleTime: 5 * MINUTE,
    retry: false,
  });
  useEffect(() => {
    if (me.data) signedIn(me.data);
    else if (me.error) {
      if (!(me.error instanceof ApiError && me.error.status === 401)) {
        failureToast('Error', me.error.message);
      }
      signedOut();
    }
  }, [me.data, me.error, signedIn, signedOut]);
}

/** Spec §2/§8: signs in and stores the user; the toasts say how it went. */
export function useLogin() {
  const queryClient = useQueryClient();
  const signedIn = useAuth((state) => state.signedIn);
  return useMutation({
    mutationFn: (credentials: { username: string; password: string }) =>
      sendJson<AdminUser>('POST', '/api/admin/login', credentials, 'Login failed'),
    onSuccess: (user) => {
      queryClient.setQueryData(meKey, user);
      signedIn(user);
      toast('Success!', 'Logged in successfully');
    },
    onError: (error) => {
      // Spec §8: the server's text (wrong credentials, throttled) or the fallback.
      const message = error instanceof ApiWriteError ? error.serverMessage : undefined;
      failureToast('Login Failed', message || 'Invalid credentials');
    },
  });
}

/** Spec §4/§8: logout clears the auth state and every cached query, then shows the login page. */
export function useLogout() {
  const queryClient = useQueryClient();
  const signedOut = useAuth((state) => state.signedOut);
  return useMutation({
    mutationFn: () => sendJson('POST', '/api/admin/logout', undefined, 'Logout failed'),
    onSuccess: () => {
      queryClient.clear();
      signedOut();
    },
    onError: () => failureToast('Error', 'Failed to logout. Please try again.'),
  });
}
