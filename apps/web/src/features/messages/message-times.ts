import { formatDate } from '../../lib/dates.ts';

/** "4:05 pm" under a message. */
export function clockTime(iso: string): string {
  return formatDate(iso, 'clock');
}

/** The local calendar day of a date, to group messages by day. */
export function dayKey(iso: string): string {
  const date = new Date(iso);
  return `${date.getFullYear()}-${date.getMonth()}-${date.getDate()}`;
}

/** "Today", "Yesterday" (in the words given), "Monday, 3 November" or, in another year, "3 November 2024". */
export function dayLabel(iso: string, words: { today: string; yesterday: string }, now = new Date()): string {
  const date = new Date(iso);
  const yesterday = new Date(now);
  yesterday.setDate(now.getDate() - 1);
  if (dayKey(iso) === dayKey(now.toISOString())) return words.today;
  if (dayKey(iso) === dayKey(yesterday.toISOString())) return words.yesterday;
  return formatDate(date, date.getFullYear() === now.getFullYear() ? 'weekdayDay' : 'dayMonthYear');
}
