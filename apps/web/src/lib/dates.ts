/**
 * Every date and time the app shows, through Intl in the app's locale: one place to format, so
 * the same moment reads the same on every screen (and a second language changes one line).
 */
export const DATE_LOCALE = 'en-IN';

const exactFormat = new Intl.DateTimeFormat(DATE_LOCALE, { dateStyle: 'medium', timeStyle: 'short' });
const monthYearFormat = new Intl.DateTimeFormat(DATE_LOCALE, { month: 'long', year: 'numeric' });
const relativeFormat = new Intl.RelativeTimeFormat(DATE_LOCALE, { numeric: 'auto' });

/** "24 Nov 2026, 4:05 pm": the full date and time, for tooltips and lists of sessions. */
export function exactTime(date: Date | string): string {
  return exactFormat.format(new Date(date));
}

/** "April 2025". */
export function monthAndYear(date: Date | string): string {
  return monthYearFormat.format(new Date(date));
}

const units: Array<[Intl.RelativeTimeFormatUnit, number]> = [
  ['year', 365 * 24 * 3600],
  ['month', 30 * 24 * 3600],
  ['week', 7 * 24 * 3600],
  ['day', 24 * 3600],
  ['hour', 3600],
  ['minute', 60],
];

/** "just now", "5 minutes ago", "yesterday", ... for an ISO date; '' for one the browser cannot read. */
export function relativeTime(iso: string, now = Date.now()): string {
  const seconds = Math.round((new Date(iso).getTime() - now) / 1000);
  if (Number.isNaN(seconds)) return '';
  for (const [unit, size] of units) {
    if (Math.abs(seconds) >= size) return relativeFormat.format(Math.trunc(seconds / size), unit);
  }
  return 'just now';
}
