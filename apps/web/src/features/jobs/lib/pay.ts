import type { JobCard } from '@ideaignite/contract';
import type { Locale } from '../../../lib/i18n/locale.ts';
import { formatCount } from '../../../lib/numbers.ts';

/** The pay words, in the interface language (words/en.ts: payUnpaid, payPerMonth, payLpa, payEsops). */
export interface PayWords {
  payUnpaid: string;
  payPerMonth: (amount: string) => string;
  payLpa: (amount: string) => string;
  payEsops: (pay: string) => string;
}

type Pay = Pick<JobCard, 'stipend' | 'payLpa' | 'esopPercent'>;

/** "₹15,000", Indian grouping, Latin digits in both languages. */
const rupees = (amount: number, locale: Locale) => `₹${formatCount(amount, locale)}`;

/**
 * What a posting pays, never hidden: "₹15,000/month", "₹10,000–15,000/month", "Unpaid" for an
 * internship; "₹8–12 LPA" (or "₹8 LPA"), "+ ESOPs" when it offers them, for a job. Null when the
 * posting names no pay at all (none should).
 */
export function payLabel(job: Pay, m: PayWords, locale: Locale): string | null {
  const { stipend, payLpa } = job;
  if (stipend) {
    if (stipend.kind === 'unpaid') return m.payUnpaid;
    if (stipend.kind === 'fixed' && stipend.amount != null)
      return m.payPerMonth(rupees(stipend.amount, locale));
    if (stipend.kind === 'range' && stipend.min != null && stipend.max != null) {
      return m.payPerMonth(`${rupees(stipend.min, locale)}–${formatCount(stipend.max, locale)}`);
    }
    return null;
  }
  if (payLpa) {
    const amount =
      payLpa.min === payLpa.max
        ? rupees(payLpa.min, locale)
        : `${rupees(payLpa.min, locale)}–${formatCount(payLpa.max, locale)}`;
    const pay = m.payLpa(amount);
    return job.esopPercent ? m.payEsops(pay) : pay;
  }
  return null;
}
