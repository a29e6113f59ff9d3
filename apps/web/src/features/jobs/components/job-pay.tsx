import type { JobCard } from '@ideaignite/contract';
import { useLocale } from '../../../lib/i18n/locale.ts';
import { useWords } from '../../../lib/i18n/words.ts';
import { payLabel } from '../lib/pay.ts';
import { jobsWords } from '../words/index.ts';

/** A posting's pay in the interface language: "₹15,000/month", "Unpaid", "₹8–12 LPA + ESOPs". */
export function usePayLabel(job: Pick<JobCard, 'stipend' | 'payLpa' | 'esopPercent'>): string | null {
  const m = useWords(jobsWords);
  const locale = useLocale();
  return payLabel(job, m, locale);
}
