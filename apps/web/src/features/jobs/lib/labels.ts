import {
  DURATION_BUCKETS,
  INDIA_STATES,
  JOB_AUDIENCES,
  JOB_PERKS,
  JOB_TYPES,
  POSTED_WITHIN,
  SECTORS,
  STAGE_FILTERS,
  WORK_MODES,
} from '@ideaignite/contract';
import { contractHindi, useContractText } from '../../../lib/i18n/contract.ts';
import { useLocale } from '../../../lib/i18n/locale.ts';
import { choiceLabel, stageLabel, type Translate } from '../../../lib/profile-labels.ts';

/** The jobs lists a posting's values come from, by what they name. */
export const JOB_CHOICES = {
  type: JOB_TYPES,
  workMode: WORK_MODES,
  perk: JOB_PERKS,
  audience: JOB_AUDIENCES,
  duration: DURATION_BUCKETS,
  postedWithin: POSTED_WITHIN,
  state: INDIA_STATES,
  sector: SECTORS,
  stage: STAGE_FILTERS,
} as const;
export type JobChoiceList = keyof typeof JOB_CHOICES;

/**
 * A translator for the jobs pages: the jobs lists' labels through JOBS_CHOICES_HI, every other
 * contract text (sectors, states, stages, the server's words) through `useContractText`.
 */
export function useJobText(): Translate {
  const t = useContractText();
  const locale = useLocale();
  return (text) => (locale === 'hi-IN' ? (contractHindi()?.JOBS_CHOICES_HI[text] ?? t(text)) : text);
}

/** A stored value's label from one of the jobs lists, in the words of `t`. */
export function jobChoice(list: JobChoiceList, value: string, t: Translate): string {
  return t(choiceLabel(JOB_CHOICES[list], value));
}

/** A startup's stage as a posting carries it (the stage filter's values), or as a profile spells it. */
export function jobStageLabel(stage: string, t: Translate): string {
  return STAGE_FILTERS.some((option) => option.value === stage)
    ? jobChoice('stage', stage, t)
    : stageLabel(stage, t);
}
