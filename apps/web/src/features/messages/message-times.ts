import { DATE_LOCALE } from '../../lib/dates.ts';

const clock = new Intl.DateTimeFormat(DATE_LOCALE, { hour: 'numeric', minute: '2-digit' });
const day = new Intl.DateTimeFormat(DATE_LOCALE, { weekday: 'long', day: 'numeric', month: 'long' });
const dayWithYear = new Intl.DateTimeFormat(DATE_LOCALE, { day: 'numeric', month: 'long', year: 'numeric' });

/** "4:05 pm" under a message. */
export function clockTime(iso: string): string {
  return clock.format(new Date(iso));
}

/** The local calendar day of a date, to group messages by day. */
export function dayKey(iso: string): string {
  const date = new Date(iso);
  return `${date.getFullYear()}-${date.getMonth()}-${date.getDate()}`;
}

/** "Today", "Yesterday", "Monday, 3 November" or, in another year, "3 November 2024". */
export function dayLabel(iso: string, now = new Date()): string {
  const date = new Date(iso);
  const yesterday = new Date(now);
  yesterday.setDate(now.getDate() - 1);
  if (dayKey(iso) === dayKey(now.toISOString())) return 'Today';
  if (dayKey(iso) === dayKey(yesterday.toISOString())) return 'Yesterday';
  return date.getFullYear() === now.getFullYear() ? day.format(date) : dayWithYear.format(date);
}
