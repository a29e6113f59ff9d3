import type { IgniteStatus } from '@ideaignite/contract';
import { CalendarCheck, Eye, Handshake, Sparkles, XCircle } from 'lucide-react';
import { cn } from '../../lib/cn.ts';
import { type Catalogue, useWords } from '../../lib/i18n/words.ts';
import type { en } from '../words/en.ts';
import { componentsWords } from '../words/index.ts';

/** Each step's icon and colours (every pair at least 4.5:1, WCAG AA). */
export const STATUS_LOOK = {
  new: { icon: Sparkles, colours: 'bg-saffron-100 text-saffron-800' },
  viewed: { icon: Eye, colours: 'bg-brand-50 text-brand-700' },
  meeting: { icon: CalendarCheck, colours: 'bg-brand-600 text-white' },
  passed: { icon: XCircle, colours: 'bg-ink-100 text-ink-700' },
  connected: { icon: Handshake, colours: 'bg-green-100 text-leaf-600' },
} as const satisfies Record<IgniteStatus, { icon: unknown; colours: string }>;

/** The words for each step of the pipeline, in the interface language. */
export const statusLabels = (m: Catalogue<typeof en>): Record<IgniteStatus, string> => ({
  new: m.statusNew,
  viewed: m.statusViewed,
  meeting: m.statusMeeting,
  passed: m.statusPassed,
  connected: m.statusConnected,
});

/** Where an Ignite stands: new, viewed, meeting requested, passed or connected. */
export function StatusChip({ status, className }: { status: IgniteStatus; className?: string }) {
  const m = useWords(componentsWords);
  const { icon: Icon, colours } = STATUS_LOOK[status];
  return (
    <span
      data-status={status}
      className={cn(
        'inline-flex shrink-0 items-center gap-1 whitespace-nowrap rounded-full px-2.5 py-1 font-semibold text-xs',
        colours,
        className,
      )}
    >
      <Icon aria-hidden className="size-3.5" />
      {statusLabels(m)[status]}
    </span>
  );
}
