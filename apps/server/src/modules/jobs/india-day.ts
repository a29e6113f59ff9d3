/**
 * Calendar days as India counts them (issue 25): an apply-by date is "the last day to apply" in
 * India, so "today" is the date in Asia/Kolkata, read from the server clock (tests move it). India
 * has no daylight saving, so the date is UTC moved by 5 h 30 min. Shared by postings and
 * applications (a posting whose apply-by date is before today is expired).
 */

const INDIA_OFFSET_MS = (5 * 60 + 30) * 60 * 1000;
const DAY_MS = 24 * 60 * 60 * 1000;

/** Today's date in India, `YYYY-MM-DD`. */
export const indiaToday = (now: Date): string =>
  new Date(now.getTime() + INDIA_OFFSET_MS).toISOString().slice(0, 10);

/** The `YYYY-MM-DD` date `days` after `day`. */
export const addDays = (day: string, days: number): string =>
  new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);

/** Whether `day` is a real calendar date (no 31 February), `YYYY-MM-DD`. */
export const isRealDay = (day: string): boolean => {
  const time = Date.parse(`${day}T00:00:00Z`);
  return !Number.isNaN(time) && new Date(time).toISOString().slice(0, 10) === day;
};
