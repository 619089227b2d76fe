// Presentation only: a timestamp shown in the visitor's own locale (spec §2 "locale formatted").
// `undefined` as the locale means the browser's default, never a fixed one. The formats are made
// on first use: the server's JavaScript engine, which renders the public pages, has no `Intl`.
let formats:
  | { date: Intl.DateTimeFormat; day: Intl.DateTimeFormat; time: Intl.DateTimeFormat; dateTime: Intl.DateTimeFormat }
  | undefined;

function format() {
  formats ??= {
    date: new Intl.DateTimeFormat(undefined, { dateStyle: 'medium' }),
    // A calendar day is the same day everywhere: read and shown in UTC, never shifted by the
    // visitor's time zone.
    day: new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeZone: 'UTC' }),
    time: new Intl.DateTimeFormat(undefined, { timeStyle: 'short' }),
    dateTime: new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' }),
  };
  return formats;
}

/** The date of an RFC 3339 timestamp in the visitor's locale, or `undefined` if unreadable. */
export function formatLocaleDate(timestamp: string | undefined): string | undefined {
  if (!timestamp) return undefined;
  const date = new Date(timestamp);
  return Number.isNaN(date.getTime()) ? undefined : format().date.format(date);
}

/** A calendar day (`2021-03-05`) in the visitor's locale, or `undefined` if unreadable. */
export function formatLocaleDay(day: string | undefined): string | undefined {
  if (!day) return undefined;
  const date = new Date(day);
  return Number.isNaN(date.getTime()) ? undefined : format().day.format(date);
}

/** The time of day of an RFC 3339 timestamp in the reader's locale (`12:03`), or `''`. */
export function formatLocaleTime(timestamp: string): string {
  const date = new Date(timestamp);
  return Number.isNaN(date.getTime()) ? '' : format().time.format(date);
}

/**
 * The time of an RFC 3339 timestamp in the reader's locale: the time alone when it is today,
 * the date and time otherwise; `''` if unreadable.
 */
export function formatLocaleDateTime(timestamp: string): string {
  const date = new Date(timestamp);
  if (Number.isNaN(date.getTime())) return '';
  return date.toDateString() === new Date().toDateString()
    ? format().time.format(date)
    : format().dateTime.format(date);
}

/**
 * The date and time of an RFC 3339 timestamp in the reader's locale, today's too (a list of
 * revisions reads as a history, where "11:42 PM" alone says too little); `''` if unreadable.
 */
export function formatLocaleDateAndTime(timestamp: string): string {
  const date = new Date(timestamp);
  return Number.isNaN(date.getTime()) ? '' : format().dateTime.format(date);
}
