// Presentation only: a timestamp shown in the visitor's own locale (spec §2 "locale formatted").
// `undefined` as the locale means the browser's default, never a fixed one.
const formatter = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium' });

/** The date of an RFC 3339 timestamp in the visitor's locale, or `undefined` if unreadable. */
export function formatLocaleDate(timestamp: string | undefined): string | undefined {
  if (!timestamp) return undefined;
  const date = new Date(timestamp);
  return Number.isNaN(date.getTime()) ? undefined : formatter.format(date);
}
