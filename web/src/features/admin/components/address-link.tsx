import type { ReactNode } from 'react';
import { useOpenAddress } from '../lib/fix-target';

/**
 * A link to a dashboard address (`/admin?tab=…`), followed in place without reloading the app;
 * opened in a new tab or window as any link is.
 */
export function AddressLink({ href, children, className }: { href: string; children: ReactNode; className?: string }) {
  const openAddress = useOpenAddress();
  return (
    <a
      href={href}
      className={className}
      onClick={(event) => {
        if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey || event.button !== 0) return;
        event.preventDefault();
        openAddress(href);
      }}
    >
      {children}
    </a>
  );
}
