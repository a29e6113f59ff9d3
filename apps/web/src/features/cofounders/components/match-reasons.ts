import {
  AVAILABILITIES,
  COFOUNDER_SKILLS,
  COMMITMENTS,
  type CofounderMatchReason,
  SECTORS,
  STAGE_FILTERS,
} from '@ideaignite/contract';
import type { Catalogue } from '../../../lib/i18n/words.ts';
import { choiceLabel, type Translate } from '../../../lib/profile-labels.ts';
import type { en } from '../words/en.ts';

/** A reason in the interface language: "You need Design; they offer it", "Both in Fintech". */
export function reasonText(reason: CofounderMatchReason, m: Catalogue<typeof en>, t: Translate): string {
  const labels = (options: ReadonlyArray<{ value: string; label: string }>) =>
    reason.args.map((value) => t(choiceLabel(options, value))).join(m.and);
  const first = reason.args[0] ?? '';
  switch (reason.key) {
    case 'theyOffer':
      return m.theyOffer(labels(COFOUNDER_SKILLS));
    case 'youOffer':
      return m.youOffer(labels(COFOUNDER_SKILLS));
    case 'sameSectors':
      return m.sameSectors(labels(SECTORS));
    case 'sameCommitment':
      return m.sameCommitment(t(choiceLabel(COMMITMENTS, first)));
    case 'sameStage':
      return m.sameStage(t(choiceLabel(STAGE_FILTERS, first)));
    case 'sameCity':
      return m.sameCity(t(first));
    case 'bothRemote':
      return m.bothRemote;
    case 'sameAvailability':
      return m.sameAvailability(t(choiceLabel(AVAILABILITIES, first)));
  }
}
