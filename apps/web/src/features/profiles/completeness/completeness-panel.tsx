import type { CompletenessItem } from '@ideaignite/contract';
import { CompletenessCard } from './completeness-card.tsx';

interface CompletenessPanelProps {
  score: number;
  missing: readonly CompletenessItem[];
}

/**
 * The completeness on the dashboard, the part the feed puts in (fetched only when there is
 * something to complete): the card with the score and every missing item.
 */
export function CompletenessPanel({ score, missing }: CompletenessPanelProps) {
  return <CompletenessCard score={score} missing={missing} />;
}
