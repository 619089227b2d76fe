import { useSyncExternalStore } from 'react';
import { formatLocaleDate } from './format-date';

// The server cannot know the visitor's locale or time zone, so it writes dates as the calendar
// day in UTC in short English (`Nov 3, 2025`, `backend/src/pages/content.rs`). While the app
// hydrates the server's markup it draws that same text (a different text would be a hydration
// mismatch); right after, and in every later render, the visitor's own locale and time zone.
const firstPaint = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeZone: 'UTC' });

const noSubscription = () => () => undefined;

/** False only during hydration (React's server snapshot), true ever after. */
function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}

/** A timestamp's date as shown (spec §2 "locale formatted"), or `undefined` if unreadable. */
export function useShownDate(timestamp: string | undefined): string | undefined {
  const hydrated = useHydrated();
  if (hydrated) return formatLocaleDate(timestamp);
  if (!timestamp) return undefined;
  const date = new Date(timestamp);
  return Number.isNaN(date.getTime()) ? undefined : firstPaint.format(date);
}
