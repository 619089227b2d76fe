import { create } from 'zustand';

/** The signed-in admin as `GET /api/admin/me` and login answer it. */
export interface AdminUser {
  id: string;
  username: string;
  createdAt: string;
}

/** Spec §4: unknown while the me call loads, then authenticated or unauthenticated. */
export type AuthState =
  | { status: 'unknown' }
  | { status: 'authenticated'; user: AdminUser }
  | { status: 'unauthenticated' };

interface AuthStore {
  auth: AuthState;
  signedIn: (user: AdminUser) => void;
  signedOut: () => void;
}

export const useAuth = create<AuthStore>()((set) => ({
  auth: { status: 'unknown' },
  signedIn: (user) => set({ auth: { status: 'authenticated', user } }),
  signedOut: () => set({ auth: { status: 'unauthenticated' } }),
}));
