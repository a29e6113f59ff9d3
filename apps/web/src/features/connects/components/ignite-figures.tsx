import { DAILY_IGNITE_LIMIT } from '@ideaignite/contract';
import { CalendarCheck, Flame, Inbox, type LucideIcon, Timer, Zap } from 'lucide-react';
import { cn } from '../../../lib/cn.ts';
import { useWords } from '../../../lib/i18n/words.ts';
import { formatCount } from '../../../lib/numbers.ts';
import { useIgniteStats } from '../api/get-ignite-stats.ts';
import { formatHours, formatRate } from '../figures.ts';
import { connectsWords } from '../words/index.ts';

interface Figure {
  key: string;
  icon: LucideIcon;
  label: string;
  value: string | null;
  hint: string;
}

/** My side's simple figures (GET /api/connects/stats), as a row of cards; placeholders while loading. */
export function IgniteFigures({ side }: { side: 'investor' | 'hustler' }) {
  const m = useWords(connectsWords);
  const { data: stats, isError } = useIgniteStats();
  if (isError) return <p className="mb-6 text-ink-500 text-sm">{m.figuresFailed}</p>;
  const figures: Figure[] = [
    {
      key: 'total',
      icon: side === 'investor' ? Inbox : Flame,
      label: side === 'investor' ? m.figureReceived : m.figureSent,
      value: stats ? formatCount(stats.total) : null,
      hint: '',
    },
    {
      key: 'rate',
      icon: CalendarCheck,
      label: m.figureAcceptance,
      value: stats
        ? stats.acceptanceRate === null
          ? m.figureNotYet
          : formatRate(stats.acceptanceRate)
        : null,
      hint: m.figureAcceptanceHint,
    },
    {
      key: 'median',
      icon: Timer,
      label: m.figureMedian,
      value: stats
        ? stats.medianResponseHours === null
          ? m.figureNotYet
          : formatHours(stats.medianResponseHours)
        : null,
      hint: m.figureMedianHint,
    },
  ];
  if (side === 'hustler') {
    figures.push({
      key: 'left',
      icon: Zap,
      label: m.figureLeftToday,
      value: stats ? formatCount(stats.remainingToday ?? DAILY_IGNITE_LIMIT) : null,
      hint: m.figureLeftTodayHint(DAILY_IGNITE_LIMIT),
    });
  }
  return (
    <section aria-label={m.figuresLabel} className="mb-8">
      <dl className={cn('grid grid-cols-2 gap-3', side === 'hustler' ? 'lg:grid-cols-4' : 'sm:grid-cols-3')}>
        {figures.map(({ key, icon: Icon, label, value, hint }) => (
          <div
            key={key}
            data-figure={key}
            className={cn(
              'flex flex-col gap-1 rounded-card bg-white p-4 shadow-card ring-1 ring-ink-100',
              // Three figures on a phone's two columns: the count takes the first row.
              side === 'investor' && key === 'total' && 'col-span-2 sm:col-span-1',
            )}
          >
            <dt className="flex items-center gap-2 font-medium text-ink-600 text-sm">
              <Icon aria-hidden className="size-4 shrink-0 text-saffron-600" />
              {label}
            </dt>
            <dd className="font-bold text-2xl text-ink-900 tabular-nums">
              {value ?? (
                <span className="inline-block h-7 w-16 animate-pulse rounded bg-ink-100 motion-reduce:animate-none" />
              )}
            </dd>
            {hint ? <dd className="text-ink-500 text-xs leading-snug">{hint}</dd> : null}
          </div>
        ))}
      </dl>
    </section>
  );
}
