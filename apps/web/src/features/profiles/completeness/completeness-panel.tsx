import type { CompletenessItem } from '@ideaignite/contract';
import { useState } from 'react';
import { CompletenessCard } from './completeness-card.tsx';
import { useChecklistDismissed } from './use-checklist-dismissed.ts';

interface CompletenessPanelProps {
  userId: string;
  score: number;
  missing: readonly CompletenessItem[];
  /** `card` always (the dashboard, whose own "Get started" card leads the first steps: issue 26). */
  variant?: 'card';
}

/**
 * The completeness on the dashboard: first the "Get started" checklist, until this user hides it
 * (remembered on this device); then the card with the score and every missing item.
 */
export function CompletenessPanel({ userId, score, missing, variant }: CompletenessPanelProps) {
  const [dismissed, dismiss] = useChecklistDismissed(userId);
  // Hidden here and now: the card that replaces the checklist takes the focus its button had.
  const [dismissedNow, setDismissedNow] = useState(false);
  return (
    <CompletenessCard
      score={score}
      missing={missing}
      variant={variant ?? (dismissed ? 'card' : 'checklist')}
      onDismiss={() => {
        setDismissedNow(true);
        dismiss();
      }}
      focusHeading={dismissedNow}
    />
  );
}
