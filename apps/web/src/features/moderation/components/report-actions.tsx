import type { ReportItem } from '@ideaignite/contract';
import { type RefObject, useRef, useState } from 'react';
import { Button } from '../../../components/button.tsx';
import { ConfirmDeleteDialog } from '../../../components/confirm-dialog.tsx';
import { removalFocusTarget } from '../../../lib/focus-after-removal.ts';
import { useWords } from '../../../lib/i18n/words.ts';
import { type ModerationStep, useModerate } from '../api/moderate.ts';
import { isHeldPosting } from '../held-posting.ts';
import { moderationWords } from '../words/index.ts';

type Action = ModerationStep['action'];

/** The heading of the card after this one (else before it), for focus once this card leaves the tab. */
function neighbourHeading(card: HTMLElement | null): HTMLElement | null {
  const item = card?.closest('li');
  const next = item?.nextElementSibling ?? item?.previousElementSibling;
  return next?.querySelector<HTMLElement>('h3') ?? null;
}

/** Once the action's button is gone: this card's heading if it stayed, else the neighbour's, else the page's. */
function focusAfter(card: HTMLElement | null, neighbour: HTMLElement | null): HTMLElement | null {
  if (card?.isConnected) return card.querySelector<HTMLElement>('h3');
  return neighbour?.isConnected ? neighbour : removalFocusTarget();
}

/**
 * Dismiss, Hide (not for a profile) and Suspend on an open item (each decides all its open
 * reports), Restore post on one a hiding closed, Restore account for a suspended owner; each asks
 * first. The server's words are passed up to be announced.
 */
export function ReportActions({
  report,
  card,
  onAnswer,
}: {
  report: ReportItem;
  card: RefObject<HTMLElement | null>;
  onAnswer: (message: string) => void;
}) {
  const m = useWords(moderationWords);
  const moderate = useModerate();
  const [asking, setAsking] = useState<Action | null>(null);
  const neighbour = useRef<HTMLElement | null>(null);
  const open = report.status === 'open';
  // The item's report whose hiding a restore undoes (any of them: they were hidden together).
  const hid = report.reports.find((entry) => entry.status === 'hidden');
  const actions: Action[] = [
    ...(open ? (['dismiss'] as const) : []),
    ...(open && report.target !== 'user' && !report.content.hidden && !report.content.gone
      ? (['hide'] as const)
      : []),
    ...(open && !report.owner.suspended ? (['suspend'] as const) : []),
    ...(hid && report.content.hidden && !report.content.gone ? (['restorePost'] as const) : []),
    ...(report.owner.suspended ? (['restore'] as const) : []),
  ];
  // Kept while asking: the answer can take the last action away before the dialog closes.
  if (actions.length === 0 && asking === null) return null;
  const owner = report.owner.name || m.unnamed;

  const confirm = async () => {
    if (!asking) return;
    neighbour.current = neighbourHeading(card.current);
    const step: ModerationStep =
      asking === 'restore'
        ? { action: 'restore', userId: report.owner._id }
        : { action: asking, reportId: asking === 'restorePost' && hid ? hid._id : report._id };
    const { message } = await moderate.mutateAsync(step);
    onAnswer(message);
    setAsking(null);
  };
  // Dismissing a held posting's report opens the posting: the dialog says so.
  const description =
    asking === 'dismiss' && isHeldPosting(report)
      ? m.confirmText.dismissHeld
      : asking
        ? m.confirmText[asking]
        : '';
  const title =
    asking === 'suspend' || asking === 'restore'
      ? m.confirmTitle[asking](owner)
      : asking
        ? m.confirmTitle[asking]
        : '';

  return (
    <div className="mt-5 flex flex-wrap gap-2 border-ink-100 border-t pt-5">
      {actions.map((action) => (
        <Button
          key={action}
          variant={action === 'suspend' || action === 'hide' ? 'danger' : 'secondary'}
          size="sm"
          onClick={() => setAsking(action)}
        >
          {m.act[action]}
        </Button>
      ))}
      <ConfirmDeleteDialog
        open={asking !== null}
        onOpenChange={(next) => {
          if (!next) setAsking(null);
        }}
        title={title}
        description={description}
        confirmLabel={asking ? m.act[asking] : undefined}
        pendingLabel={asking ? m.acting[asking] : undefined}
        tone={asking === 'hide' || asking === 'suspend' ? 'danger' : 'primary'}
        onConfirm={confirm}
        focusAfterDelete={() => focusAfter(card.current, neighbour.current)}
      />
    </div>
  );
}
