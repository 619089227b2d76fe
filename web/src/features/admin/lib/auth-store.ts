import { create } from 'zustand';
import type { User } from '../../../lib/api-schema';

/** Spec §4: unknown while the me call loads, then authenticated or unauthenticated. */
export type AuthState =
  | { status: 'unknown' }
  | { status: 'authenticated'; user: User }
  | { status: 'unauthenticated' };

interface AuthStore {
  auth: AuthState;
  signedIn: (user: User) => void;
  signedOut: () => void;
}

export const useAuth = create<AuthStore>()((set) => ({
  auth: { status: 'unknown' },
  signedIn: (user) => set({ auth: { status: 'authenticated', user } }),
  signedOut: () => set({ auth: { status: 'unauthenticated' } }),
}));
