import { useEffect } from 'react';
import { useLocation } from 'wouter';

/** A new page starts at its top, as a full page load would. */
export function ScrollToTop() {
  const [path] = useLocation();
  useEffect(() => {
    window.scrollTo(0, 0);
  }, [path]);
  return null;
}
