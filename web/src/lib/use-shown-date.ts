import { useSyncExternalStore } from 'react';
import { formatLocaleDate, formatLocaleDay } from './format-date';

// The server cannot know the visitor's locale or time zone, so its render writes a date as the
// calendar day in UTC in short English (`Nov 3, 2025`). While the app hydrates that markup it
// draws the same text (a different text would be a hydration mismatch); right after, and in every
// later render, the visitor's own locale and time zone. A page in another language than English
// shows a case study's day as the server wrote it in that language (folio-core's `shown_day`,
// `27. Nov. 2026`), from the first paint on and never switched.
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** `Nov 3, 2025`: the server's form, which needs no `Intl` (its JavaScript engine has none). */
function firstPaint(date: Date): string {
  return `${MONTHS[date.getUTCMonth()]} ${date.getUTCDate()}, ${date.getUTCFullYear()}`;
}

const noSubscription = () => () => undefined;

/** False while rendering on the server and during hydration (React's server snapshot), true
 * ever after. */
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
  return Number.isNaN(date.getTime()) ? undefined : firstPaint(date);
}

/**
 * A calendar day (`2021-03-05`, the date a case study shows) as shown, or `undefined` if
 * unreadable: `label` when the server wrote it in the page's language, else in the visitor's
 * locale. `new Date('2021-03-05')` is that day's midnight in UTC, so the server's form and
 * the visitor's (formatted in UTC) name the same day wherever the visitor is.
 */
export function useShownDay(day: string | undefined, label?: string): string | undefined {
  const hydrated = useHydrated();
  if (label !== undefined) return label;
  if (hydrated) return formatLocaleDay(day);
  if (!day) return undefined;
  const date = new Date(day);
  return Number.isNaN(date.getTime()) ? undefined : firstPaint(date);
}
