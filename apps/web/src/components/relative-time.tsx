import { exactTime, relativeTime } from '../lib/dates.ts';
import { useHydrated } from '../lib/use-hydrated.ts';

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
      title={hydrated ? exactTime(date) : undefined}
      className={className}
      suppressHydrationWarning
    >
      {relativeTime(iso)}
    </time>
  );
}
