import { create } from 'zustand';

/** One toast (spec §8): a title, an optional description, and whether it reports a failure. */
export interface Toast {
  id: number;
  title: string;
  description?: string;
  destructive?: boolean;
}

interface ToastState {
  current: Toast | null;
  show: (toast: Omit<Toast, 'id'>) => void;
  dismiss: () => void;
}

let nextId = 1;

/** Spec §4/§9: at most one toast at a time; a new one replaces the one showing. */
export const useToasts = create<ToastState>()((set) => ({
  current: null,
  show: (toast) => set({ current: { ...toast, id: nextId++ } }),
  dismiss: () => set({ current: null }),
}));

/** Shows a toast from outside React (mutation callbacks). */
export const toast = (title: string, description?: string) =>
  useToasts.getState().show({ title, description });

/** Shows a failure toast. */
export const failureToast = (title: string, description?: string) =>
  useToasts.getState().show({ title, description, destructive: true });
