import * as ToastPrimitive from '@radix-ui/react-toast';
import { type RefObject, useLayoutEffect, useRef } from 'react';
import { useToasts } from './toast-store';
import { useToastPlace } from './use-toast-place';

/** Spec §9: toasts stay 5000 ms. */
const DURATION_MS = 5000;

/**
 * While a toast shows, `--toast-space` on the root holds how far up from the window's bottom it
 * reaches, and a dialog keeps above that line (admin.css, "Dialogs"): a toast then never covers
 * a dialog's fields or its Create or Update button, at any width.
 */
function useToastSpace(toast: RefObject<HTMLLIElement | null>, shownId: number | undefined) {
  useLayoutEffect(() => {
    const element = toast.current;
    // A toast at the top (use-toast-place.ts) leaves the foot of every dialog free.
    if (shownId === undefined || !element || element.closest('[data-place="top"]')) return;
    const root = document.documentElement.style;
    const measure = () =>
      root.setProperty(
        '--toast-space',
        `${Math.max(0, window.innerHeight - element.getBoundingClientRect().top)}px`,
      );
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    window.addEventListener('resize', measure);
    return () => {
      observer.disconnect();
      window.removeEventListener('resize', measure);
      root.removeProperty('--toast-space');
    };
  }, [toast, shownId]);
}

/** The single toast region of the admin area (Radix Toast: announced politely, swipe or Esc). */
export function Toaster() {
  const current = useToasts((state) => state.current);
  const dismiss = useToasts((state) => state.dismiss);
  const toast = useRef<HTMLLIElement>(null);
  // Placed first: where it is decides the room it takes.
  useToastPlace(toast, current?.id);
  useToastSpace(toast, current?.id);
  return (
    <ToastPrimitive.Provider duration={DURATION_MS} swipeDirection="right">
      {current && (
        <ToastPrimitive.Root
          key={current.id}
          ref={toast}
          className={current.destructive ? 'toast toast--destructive' : 'toast'}
          type={current.destructive ? 'foreground' : 'background'}
          onOpenChange={(open) => {
            if (!open) dismiss();
          }}
        >
          <ToastPrimitive.Title className="toast-title">{current.title}</ToastPrimitive.Title>
          {current.description && (
            <ToastPrimitive.Description className="toast-description">
              {current.description}
            </ToastPrimitive.Description>
          )}
          <ToastPrimitive.Close className="toast-close" aria-label="Dismiss">
            ×
          </ToastPrimitive.Close>
        </ToastPrimitive.Root>
      )}
      <ToastPrimitive.Viewport className="toast-viewport" />
    </ToastPrimitive.Provider>
  );
}
