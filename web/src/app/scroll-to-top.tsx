import { useEffect, useRef } from 'react';
import { useLocation } from 'wouter';

/**
 * A new page starts at its top, as a full page load would. Not on the first draw: the app takes
 * over the server's page where the visitor already is, and must not move it.
 */
export function ScrollToTop() {
  const [path] = useLocation();
  const shown = useRef(path);
  useEffect(() => {
    if (shown.current === path) return;
    shown.current = path;
    window.scrollTo(0, 0);
  }, [path]);
  return null;
}
