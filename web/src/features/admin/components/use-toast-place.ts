// Issue 40 point 10: a toast never covers what the owner just used. "Link copied" showed at the
// foot of the screen, over the share link and the Copy button that had just been pressed.
import { type RefObject, useEffect, useLayoutEffect } from 'react';

/** The element the owner used last (pressed, clicked or typed in), wherever the focus went. */
let used: Element | null = null;
const note = (event: Event) => {
  if (event.target instanceof Element) used = event.target;
};

/**
 * What a toast must leave in sight: the control used last with the field or list row it belongs
 * to (the share link beside its Copy button), or the control alone when that is most of the
 * screen.
 */
function usedArea(): DOMRect | null {
  const control = used?.isConnected ? used : document.activeElement;
  if (!control || control === document.body) return null;
  // A modal form keeps itself above a toast at the foot (`--toast-space`, toaster.tsx): nothing
  // in it is covered there. A full-screen view only scrolls: what is at its foot would be.
  if (control.closest('.dialog') && !control.closest('.dialog--screen')) return null;
  for (const around of [control.closest('.field'), control.closest('li'), control]) {
    const rect = around?.getBoundingClientRect();
    if (rect && rect.height > 0 && rect.height < window.innerHeight / 2) return rect;
  }
  return control.getBoundingClientRect();
}

const overlap = (a: DOMRect, b: DOMRect) =>
  a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;

/**
 * Places the toast shown now (`shownId`) at the foot of the screen, or at the top when at the foot
 * it would cover the control just used and at the top it would not: its viewport's `data-place`
 * (admin.css, "Toasts").
 */
export function useToastPlace(toast: RefObject<HTMLLIElement | null>, shownId: number | undefined) {
  useEffect(() => {
    const options = { capture: true, passive: true };
    document.addEventListener('pointerdown', note, options);
    document.addEventListener('keydown', note, options);
    return () => {
      document.removeEventListener('pointerdown', note, options);
      document.removeEventListener('keydown', note, options);
    };
  }, []);
  useLayoutEffect(() => {
    const element = toast.current;
    const viewport = element?.parentElement;
    if (shownId === undefined || !element || !viewport) return;
    const avoid = usedArea();
    // Where the toast is at the foot and at the top, wherever the last one showed.
    const { x, width, height } = element.getBoundingClientRect();
    const gap = parseFloat(getComputedStyle(viewport).paddingBottom) || 0;
    const atFoot = new DOMRect(x, window.innerHeight - gap - height, width, height);
    const atTop = new DOMRect(x, gap, width, height);
    const top = avoid && overlap(avoid, atFoot) && !overlap(avoid, atTop);
    viewport.setAttribute('data-place', top ? 'top' : 'bottom');
  }, [toast, shownId]);
}
