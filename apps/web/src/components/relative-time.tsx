import { useHydrated } from '../lib/use-hydrated.ts';

const units: Array<[Intl.RelativeTimeFormatUnit, number]> = [
  ['year', 365 * 24 * 3600],
  ['month', 30 * 24 * 3600],
  ['week', 7 * 24 * 3600],
  ['day', 24 * 3600],
  ['hour', 3600],
  ['minute', 60],
];
const relative = new Intl.RelativeTimeFormat('en-IN', { numeric: 'auto' });
const exact = new Intl.DateTimeFormat('en-IN', { dateStyle: 'medium', timeStyle: 'short' });

/** "just now", "5 minutes ago", "yesterday", ... for an ISO date. */
export function relativeTime(iso: string, now = Date.now()): string {
  const seconds = Math.round((new Date(iso).getTime() - now) / 1000);
  if (Number.isNaN(seconds)) return '';
  for (const [unit, size] of units) {
    if (Math.abs(seconds) >= size) return relative.format(Math.trunc(seconds / size), unit);
  }
  return 'just now';
}

/**
 * A <time> showing how long ago, with the exact date on hover and for machines. The exact date
 * is in the reader's time zone, which a page rendered on the server does not know: it is added
 * once the page is hydrated. "5 minutes ago" can turn over between the server's render
 * and hydration; React keeps the server's words for that moment.
 */
export function RelativeTime({ iso, className }: { iso: string; className?: string }) {
  const hydrated = useHydrated();
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return null;
  return (
    <time
      dateTime={iso}
      title={hydrated ? exact.format(date) : undefined}
      className={className}
      suppressHydrationWarning
    >
      {relativeTime(iso)}
    </time>
  );
}
