import type { JobFacetsResponse } from '@ideaignite/contract';
import type { Locale } from '../../../lib/i18n/locale.ts';
import type { Catalogue } from '../../../lib/i18n/words.ts';
import { formatCount } from '../../../lib/numbers.ts';
import type { Translate } from '../../../lib/profile-labels.ts';
import { JOB_CHOICES, jobChoice } from '../lib/labels.ts';
import type { en } from '../words/en.ts';
import { FILTER_VALUES, type FilterKey } from './filter-state.ts';

export interface FilterOption {
  value: string;
  label: string;
  /** Open jobs the view would find with it; undefined while unknown. */
  count?: number;
}

interface LabelWords {
  m: Catalogue<typeof en>;
  t: Translate;
  locale: Locale;
}

/** A chosen value's words (its chip, its checkbox). */
export function filterValueLabel(key: FilterKey, value: string, { m, t, locale }: LabelWords): string {
  switch (key) {
    case 'minStipend':
      return m.atLeastPerMonth(`₹${formatCount(Number(value), locale)}`);
    case 'minPayLpa':
      return m.atLeastLpa(`₹${formatCount(Number(value), locale)}`);
    case 'city':
      // A listed city in the interface language ("पुणे"); one typed in as its poster wrote it.
      return t(value);
    case 'skill':
      return value;
    default:
      return key in JOB_CHOICES ? jobChoice(key as keyof typeof JOB_CHOICES, value, t) : value;
  }
}

/** A filter's options with their counts: the listed ones in order; skills and cities the most common, chosen ones first. */
export function filterOptions(
  key: FilterKey,
  chosen: readonly string[],
  facets: JobFacetsResponse['facets'] | undefined,
  words: LabelWords,
): FilterOption[] {
  const facet = key === 'minStipend' || key === 'minPayLpa' ? undefined : facets?.[key];
  const counts = new Map((facet ?? []).map((option) => [option.value, option.count]));
  const countOf = (value: string) => (facets && facet ? (counts.get(value) ?? 0) : undefined);
  const listed = FILTER_VALUES[key];
  const values = listed ?? [
    ...chosen,
    ...(facet ?? []).map((option) => option.value).filter((v) => !chosen.includes(v)),
  ];
  return values.map((value) => ({
    value,
    label: filterValueLabel(key, value, words),
    count: countOf(value),
  }));
}

/** A minimum's choices as its select lists them, short (the field's label says "Minimum"): "₹10,000/month", "₹8 LPA". */
export function amountOptions(key: 'minStipend' | 'minPayLpa', { m, locale }: LabelWords) {
  return (FILTER_VALUES[key] ?? []).map((value) => {
    const amount = `₹${formatCount(Number(value), locale)}`;
    return { value, label: key === 'minStipend' ? m.payPerMonth(amount) : m.payLpa(amount) };
  });
}
