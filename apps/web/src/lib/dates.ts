import { getLocale, type Locale } from './i18n/locale.ts';

/**
 * Every date and time the app shows, through Intl in the interface language (en-IN or hi-IN):
 * one place to format, so the same moment reads the same on every screen.
 */
const FORMATS = {
  /** "24 Nov 2026, 4:05 pm" */
  exact: { dateStyle: 'medium', timeStyle: 'short' },
  /** "April 2025" */
  monthYear: { month: 'long', year: 'numeric' },
  /** "4:05 pm" */
  clock: { hour: 'numeric', minute: '2-digit' },
  /** "Monday, 3 November" */
  weekdayDay: { weekday: 'long', day: 'numeric', month: 'long' },
  /** "3 November 2024" */
  dayMonthYear: { day: 'numeric', month: 'long', year: 'numeric' },
  /** "30 April 2025" for an ISO day ("2025-04-30"): a day on the calendar, the same in every time zone */
  calendarDay: { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' },
} satisfies Record<string, Intl.DateTimeFormatOptions>;

const dateFormats = new Map<string, Intl.DateTimeFormat>();
const relativeFormats = new Map<Locale, Intl.RelativeTimeFormat>();

/** `date` in one of the app's formats, in `locale` (the interface language unless given). */
export function formatDate(date: Date | string, format: keyof typeof FORMATS, locale = getLocale()): string {
  const key = `${locale} ${format}`;
  let formatter = dateFormats.get(key);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat(locale, FORMATS[format]);
    dateFormats.set(key, formatter);
  }
  return formatter.format(new Date(date));
}

/** The full date and time, for tooltips and lists of sessions. */
export const exactTime = (date: Date | string, locale = getLocale()) => formatDate(date, 'exact', locale);

/** "April 2025". */
export const monthAndYear = (date: Date | string, locale = getLocale()) =>
  formatDate(date, 'monthYear', locale);

const units: Array<[Intl.RelativeTimeFormatUnit, number]> = [
  ['year', 365 * 24 * 3600],
  ['month', 30 * 24 * 3600],
  ['week', 7 * 24 * 3600],
  ['day', 24 * 3600],
  ['hour', 3600],
  ['minute', 60],
];

/**
 * "5 minutes ago", "yesterday", ... for an ISO date; under a minute, "now" in the locale's words
 * ("just now" in English); '' for a date the browser cannot read.
 */
export function relativeTime(iso: string, now = Date.now(), locale = getLocale()): string {
  const seconds = Math.round((new Date(iso).getTime() - now) / 1000);
  if (Number.isNaN(seconds)) return '';
  let formatter = relativeFormats.get(locale);
  if (!formatter) {
    formatter = new Intl.RelativeTimeFormat(locale, { numeric: 'auto' });
    relativeFormats.set(locale, formatter);
  }
  for (const [unit, size] of units) {
    if (Math.abs(seconds) >= size) return formatter.format(Math.trunc(seconds / size), unit);
  }
  return locale === 'en-IN' ? 'just now' : formatter.format(0, 'second');
}
