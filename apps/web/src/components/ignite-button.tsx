import { CONNECTS_WORDS } from '@ideaignite/contract';
import { Check, CircleSlash, Flame } from 'lucide-react';
import { useState } from 'react';
import { useConnections } from '../lib/api/get-connections.ts';
import { useIgniteInvestor } from '../lib/api/ignite-investor.ts';
import { cn } from '../lib/cn.ts';
import { useContractText } from '../lib/i18n/contract.ts';
import { useWords } from '../lib/i18n/words.ts';
import { PATHS } from '../lib/paths.ts';
import { Button } from './button.tsx';
import { IgniteDialog } from './connects/ignite-dialog.tsx';
import { StatusChip } from './connects/status-chip.tsx';
import { Link } from './link.tsx';
import { componentsWords } from './words/index.ts';

export interface IgniteButtonProps {
  investorId: string;
  /**
   * The investor's "open to pitches" (their profile's switch). When off the server refuses an
   * Ignite (issue 26), so none is offered: a plain note says why, where the button would be.
   */
  takingPitches?: boolean;
  className?: string;
}

/**
 * A Hustler's 'Ignite Investor': it opens the pitch dialog, whose Send shows 'Igniting' while the
 * request runs. Once sent (now, or before: known from the pipeline already loaded) the button
 * says so, with the Ignite's step and a link to the pipeline; the server's words beside it. An
 * investor not taking pitches gets the note instead, unless an Ignite was sent before they
 * turned it off: that one still goes on, so it is still shown.
 */
export function IgniteButton({ investorId, takingPitches = true, className }: IgniteButtonProps) {
  const m = useWords(componentsWords);
  const t = useContractText();
  const ignite = useIgniteInvestor();
  const [open, setOpen] = useState(false);
  // Only what is already loaded: a list of investor cards does not fetch the pipeline for this.
  const known = useConnections(false).data?.sent.find((item) => item.investorId === investorId);
  const sent = ignite.isSuccess || Boolean(known);

  if (!takingPitches && !sent) {
    return (
      <p
        className={cn(
          'flex items-start gap-1.5 self-center text-ink-600 text-sm leading-snug sm:max-w-64',
          className,
        )}
      >
        <CircleSlash aria-hidden className="mt-0.5 size-4 shrink-0" />
        {t(CONNECTS_WORDS.notTakingPitches)}
      </p>
    );
  }

  return (
    <div className={cn('flex flex-col items-center gap-2 sm:items-start', className)}>
      <Button
        variant={sent ? 'secondary' : 'primary'}
        onClick={() => {
          if (!sent) setOpen(true);
        }}
        busy={ignite.isPending}
        {...(sent ? { 'aria-disabled': true } : { 'aria-haspopup': 'dialog' as const })}
        className={cn(sent && 'cursor-default text-leaf-600 hover:bg-white hover:ring-ink-200')}
      >
        {sent ? <Check aria-hidden className="size-4" /> : <Flame aria-hidden className="size-4" />}
        {sent ? m.igniteSent : ignite.isPending ? m.igniting : m.igniteInvestor}
      </Button>
      <div
        aria-live="polite"
        className="flex max-w-64 flex-col items-center gap-1 text-sm empty:hidden sm:items-start"
      >
        {ignite.isSuccess ? (
          <span className="text-center text-leaf-600 sm:text-left">{ignite.data.message}</span>
        ) : null}
        {sent ? (
          <span className="flex flex-wrap items-center justify-center gap-2">
            {known && !ignite.isSuccess ? <StatusChip status={known.status} /> : null}
            <Link to={PATHS.pipeline} className="font-semibold text-brand-700 hover:underline">
              {m.trackInPipeline}
            </Link>
          </span>
        ) : null}
      </div>
      <IgniteDialog investorId={investorId} open={open} onOpenChange={setOpen} ignite={ignite} />
    </div>
  );
}
