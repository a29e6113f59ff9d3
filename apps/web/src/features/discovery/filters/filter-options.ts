import {
  AVAILABILITIES,
  COMMITMENTS,
  type DiscoveryFacetsResponse,
  type DiscoveryFilterKey,
  formatRupees,
  INDIA_STATES,
  INVESTOR_TYPES,
  SECTORS,
  STAGE_FILTERS,
  TICKET_BANDS,
} from '@ideaignite/contract';
import type { Locale } from '../../../lib/i18n/locale.ts';
import type { Translate } from '../../../lib/profile-labels.ts';
import type { en } from '../words/en.ts';

export interface FilterOption {
  value: string;
  label: string;
  /** A second line under the label (an investor type's meaning). */
  hint?: string;
  /** Profiles the view would find with this option; undefined while the counts are unknown. */
  count?: number;
}

type Words = typeof en;
const labelled = (options: readonly { value: string; label: string }[], t: Translate) =>
  options.map((option) => ({ value: option.value, label: t(option.label) }));

/** A ticket band in words: "Under ₹25 lakh", "₹25 lakh to ₹1 crore", "₹5 crore and above". */
export function ticketBandLabel(band: (typeof TICKET_BANDS)[number], m: Words, locale: Locale): string {
  const rupees = (amount: number) => formatRupees(amount, locale);
  if (band.min === 0) return m.ticketUnder(rupees(band.max));
  if (band.max >= Number.MAX_SAFE_INTEGER) return m.ticketAbove(rupees(band.min));
  return m.ticketBetween(rupees(band.min), rupees(band.max));
}

/** A filter's listed options, labelled in the interface language (typed filters have none). */
export function listedOptions(
  key: DiscoveryFilterKey,
  m: Words,
  t: Translate,
  locale: Locale,
): FilterOption[] {
  switch (key) {
    case 'stage':
      return labelled(STAGE_FILTERS, t);
    case 'sector':
      return labelled(SECTORS, t);
    case 'state':
      return labelled(INDIA_STATES, t);
    case 'investorType':
      return INVESTOR_TYPES.map((type) => ({
        value: type.value,
        label: t(type.label),
        hint: t(type.meaning),
      }));
    case 'ticket':
      return TICKET_BANDS.map((band) => ({ value: band.value, label: ticketBandLabel(band, m, locale) }));
    case 'openToPitches':
      return [{ value: 'true', label: m.openToPitches }];
    case 'commitment':
      return labelled(COMMITMENTS, t);
    case 'availability':
      return labelled(AVAILABILITIES, t);
    case 'skill':
    case 'city':
      return [];
  }
}

/**
 * A filter's options with their counts: the listed ones in their order; for skill and city the
 * values in `first` (those typed in: chosen, or just unticked), then the most common (from the counts).
 */
export function optionsFor(
  key: DiscoveryFilterKey,
  first: readonly string[],
  facets: DiscoveryFacetsResponse['facets'] | undefined,
  words: { m: Words; t: Translate; locale: Locale },
): FilterOption[] {
  const counts = new Map((facets?.[key] ?? []).map((option) => [option.value, option.count]));
  const countOf = (value: string) => (facets ? (counts.get(value) ?? 0) : undefined);
  const listed = listedOptions(key, words.m, words.t, words.locale);
  if (listed.length > 0) return listed.map((option) => ({ ...option, count: countOf(option.value) }));
  const common = (facets?.[key] ?? []).map((option) => option.value);
  const values = [...first, ...common.filter((value) => !first.includes(value))];
  // A typed value outside the most common has a count the answer does not tell.
  return values.map((value) => ({ value, label: words.t(value), count: counts.get(value) }));
}

/** The words a chosen value shows in its chip. */
export function chosenLabel(
  key: DiscoveryFilterKey,
  value: string,
  words: { m: Words; t: Translate; locale: Locale },
): string {
  return (
    listedOptions(key, words.m, words.t, words.locale).find((option) => option.value === value)?.label ??
    words.t(value)
  );
}
