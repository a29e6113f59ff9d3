import type { ConnectionDetail } from '@ideaignite/contract';
import { CheckCircle2, Clock, XCircle } from 'lucide-react';
import { cn } from '../../lib/cn.ts';
import { useMessages } from '../../lib/i18n/messages.ts';
import { componentsMessages } from '../messages/index.ts';

const LOOK = {
  pending: { icon: Clock, colours: 'bg-saffron-100 text-saffron-800' },
  accepted: { icon: CheckCircle2, colours: 'bg-green-100 text-leaf-600' },
  declined: { icon: XCircle, colours: 'bg-ink-100 text-ink-600' },
} as const;

/** Where an Ignite stands: pending, accepted or declined. */
export function StatusChip({ status }: { status: ConnectionDetail['status'] }) {
  const m = useMessages(componentsMessages);
  const labels = { pending: m.statusPending, accepted: m.statusAccepted, declined: m.statusDeclined };
  const { icon: Icon, colours } = LOOK[status];
  return (
    <span
      className={cn('inline-flex items-center gap-1 rounded-full px-2.5 py-1 font-semibold text-xs', colours)}
    >
      <Icon aria-hidden className="size-3.5" />
      {labels[status]}
    </span>
  );
}
