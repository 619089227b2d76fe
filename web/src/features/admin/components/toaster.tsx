import * as ToastPrimitive from '@radix-ui/react-toast';
import { useToasts } from './toast-store';

/** Spec §9: toasts stay 5000 ms. */
const DURATION_MS = 5000;

/** The single toast region of the admin area (Radix Toast: announced politely, swipe or Esc). */
export function Toaster() {
  const current = useToasts((state) => state.current);
  const dismiss = useToasts((state) => state.dismiss);
  return (
    <ToastPrimitive.Provider duration={DURATION_MS} swipeDirection="right">
      {current && (
        <ToastPrimitive.Root
          key={current.id}
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
