import { MESSAGES } from '@ideaignite/contract';
import { Flame } from 'lucide-react';
import { useIgniteInvestor } from '../lib/api/ignite-investor.ts';
import { cn } from '../lib/cn.ts';
import { errorMessage } from '../lib/error-message.ts';
import { useContractText } from '../lib/i18n/contract.ts';
import { useMessages } from '../lib/i18n/messages.ts';
import { Button } from './button.tsx';
import { componentsMessages } from './messages/index.ts';

export interface IgniteButtonProps {
  investorId: string;
  className?: string;
}

/**
 * A Hustler's 'Ignite Investor' (spec: idle → 'Igniting', disabled → idle again), with the
 * server's answer beside it: its message on success, its message or 'Ignite failed' on failure.
 */
export function IgniteButton({ investorId, className }: IgniteButtonProps) {
  const m = useMessages(componentsMessages);
  const t = useContractText();
  const ignite = useIgniteInvestor();
  return (
    <div className={cn('flex flex-col items-center gap-2 sm:items-start', className)}>
      <Button onClick={() => ignite.mutate(investorId)} busy={ignite.isPending}>
        <Flame aria-hidden className="size-4" />
        {ignite.isPending ? m.igniting : m.igniteInvestor}
      </Button>
      <p aria-live="polite" className="max-w-64 text-center text-sm empty:hidden sm:text-left">
        {ignite.isSuccess ? <span className="text-leaf-600">{ignite.data.message}</span> : null}
        {ignite.isError ? (
          <span role="alert" className="text-danger-700">
            {t(
              errorMessage(ignite.error, MESSAGES.lists.igniteFailed, {
                unanswered: MESSAGES.lists.igniteFailed,
              }),
            )}
          </span>
        ) : null}
      </p>
    </div>
  );
}
