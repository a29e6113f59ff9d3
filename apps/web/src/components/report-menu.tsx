import type { ReportTarget } from '@ideaignite/contract';
import { Flag } from 'lucide-react';
import { type RefObject, useState } from 'react';
import { useWords } from '../lib/i18n/words.ts';
import { lazyComponent, prefetchComponent, showWhenLoaded } from '../lib/lazy-component.ts';
import { ActionsMenu } from './actions-menu.tsx';
import type { ReportDialogProps } from './report-dialog.tsx';
import { componentsWords } from './words/index.ts';

// The report form, its check (zod) and its words come when someone means to report, not with
// every card of the signed-in dashboard (it is benchmarked): fetched on a sign of interest in the
// "⋯" button, or when Report is chosen.
const ReportDialog = lazyComponent<ReportDialogProps>(
  () => import('./report-dialog.tsx').then((module) => module.ReportDialog),
  'ReportDialog',
);
const prefetch = () => prefetchComponent(ReportDialog);

interface ReportMenuProps {
  /** What the item is called, for the button's name: "More actions for <title>". */
  itemName: string;
  target: ReportTarget;
  targetId: string;
  /** What is reported, for the dialog's title: "Report <subject>". */
  subject: string;
  className?: string;
  triggerRef?: RefObject<HTMLButtonElement | null>;
}

/**
 * The "⋯" menu on someone else's video, blog, talk or comment: Report, which opens the shared
 * report dialog (fetched on demand). The author gets ItemActionsMenu instead; a visitor neither.
 */
export function ReportMenu({ itemName, target, targetId, subject, className, triggerRef }: ReportMenuProps) {
  const m = useWords(componentsWords);
  const [open, setOpen] = useState(false);

  return (
    <>
      <ActionsMenu
        label={m.moreActionsFor(itemName)}
        items={[
          { label: m.report, icon: Flag, onSelect: () => showWhenLoaded(ReportDialog, () => setOpen(true)) },
        ]}
        className={className}
        triggerRef={triggerRef}
        onInterest={prefetch}
      />
      <ReportDialog
        open={open}
        onOpenChange={setOpen}
        target={target}
        targetId={targetId}
        subject={subject}
      />
    </>
  );
}
