import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { api, ApiError, ApiWriteError, read, write } from '../../../../lib/api';
import type { User } from '../../../../lib/api-schema';
import type { Login } from '../../../../lib/core';
import type { Credentials } from '../credentials-form';
import { failureToast, toast } from '../../components/toast-store';
import { useAuth } from '../../lib/auth-store';

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
    queryFn: () => read(api.GET('/admin/me'), 'Failed to check auth status'),
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

/**
 * Whether the setup is open on a fresh install (`GET /api/admin/setup`); asked only while
 * signed out.
 */
export function useSetupState(signedOut: boolean) {
  return useQuery({
    queryKey: ['admin', 'setup'],
    queryFn: () => read(api.GET('/admin/setup'), 'Setup failed'),
    enabled: signedOut,
    retry: false,
  });
}

/** Stores the signed-in user, as login and setup both answer it (spec §4). */
function useSignedIn() {
  const queryClient = useQueryClient();
  const signedIn = useAuth((state) => state.signedIn);
  return (user: User) => {
    queryClient.setQueryData(meKey, user);
    signedIn(user);
  };
}

/** The server's own text for a refused sign-in or setup, when it gave one. */
const serverMessage = (error: Error) =>
  error instanceof ApiWriteError ? error.serverMessage : undefined;

/** Spec §2/§8: signs in and stores the user; the toasts say how it went. */
export function useLogin() {
  const signedIn = useSignedIn();
  return useMutation({
    mutationFn: (credentials: Login) =>
      write(api.POST('/admin/login', { body: credentials }), 'Login failed'),
    onSuccess: (user) => {
      signedIn(user);
      toast('Success!', 'Logged in successfully');
    },
    // Spec §8: the server's text (wrong credentials, throttled) or the fallback.
    onError: (error) => failureToast('Login Failed', serverMessage(error) || 'Invalid credentials'),
  });
}

/**
 * Creates the first admin account on a fresh install and signs it in (spec §4, §8). A refused
 * setup code is shown under its field (`setupCodeError`), not in a toast.
 */
export function useSetup() {
  const signedIn = useSignedIn();
  const mutation = useMutation({
    mutationFn: (credentials: Credentials) =>
      write(api.POST('/admin/setup', { body: credentials }), 'Setup failed'),
    onSuccess: (user) => {
      signedIn(user);
      toast('Success!', 'Admin account created.');
    },
    onError: (error) => {
      if (!codeRefusal(error)) failureToast('Setup Failed', serverMessage(error) || 'Setup failed');
    },
  });
  return { ...mutation, setupCodeError: mutation.error ? codeRefusal(mutation.error) : undefined };
}

/** The server's message when it refused the setup code. */
function codeRefusal(error: Error): string | undefined {
  return error instanceof ApiWriteError
    ? error.fields.find((field) => field.field === 'setupCode')?.message
    : undefined;
}

/** Spec §4/§8: logout clears the auth state and every cached query, then shows the login page. */
export function useLogout() {
  const queryClient = useQueryClient();
  const signedOut = useAuth((state) => state.signedOut);
  return useMutation({
    mutationFn: () => write(api.POST('/admin/logout'), 'Logout failed'),
    onSuccess: () => {
      queryClient.clear();
      signedOut();
    },
    onError: () => failureToast('Error', 'Failed to logout. Please try again.'),
  });
}
