import {
  DEFAULT_HUSTLER_STAGE,
  formatRupees,
  HUSTLER_FORM_STAGES,
  INDIA_STATES,
  INVESTOR_TYPES,
  PRODUCT_NAME,
  type ProfileDetails,
  UPDATE_PROFILE_STAGES,
} from '@ideaignite/contract';
import type { Locale } from './i18n/locale.ts';
import { wordsOf } from './i18n/words.ts';
import { libWords } from './words/index.ts';

type UpdateStage = (typeof UPDATE_PROFILE_STAGES)[number];

/** Puts a contract text in the interface language: a component's `useContractText()`. */
export type Translate = (text: string) => string;

/**
 * A stage as people read it, in the words of `t`: the set-up form's values have labels; the
 * update screen's are words already.
 */
export function stageLabel(stage: string, t: Translate): string {
  return t(HUSTLER_FORM_STAGES.find((option) => option.value === stage)?.label ?? stage);
}

/** "Visionary — Angel investor" in the words of `t`, or the stored value when it is not one of the five. */
export function investorTypeLabel(type: string, t: Translate): string {
  const known = INVESTOR_TYPES.find((option) => option.value === type);
  return known ? `${t(known.label)} — ${t(known.meaning)}` : type;
}

/** Text with content, or null, so an empty profile field leaves no blank row or stray comma. */
export function filled(value: string | null | undefined): string | null {
  const trimmed = value?.trim();
  return trimmed ? trimmed : null;
}

/** A stored choice's English label (a sector, a state…), or the value itself when it is not one of the list. */
export function choiceLabel(options: ReadonlyArray<{ value: string; label: string }>, value: string): string {
  return options.find((option) => option.value === value)?.label ?? value;
}

/**
 * Where someone is, in the words of `t`: "Pune, Maharashtra", the city or the state alone (a city
 * that names its state, "Delhi", once); null when neither is set.
 */
export function placeLabel(
  city: string | null | undefined,
  state: string | null | undefined,
  t: Translate,
): string | null {
  const cityName = filled(city);
  const stateName = state ? choiceLabel(INDIA_STATES, state) : null;
  const parts = [cityName, stateName === cityName ? null : stateName];
  return parts.flatMap((part) => (part ? [t(part)] : [])).join(', ') || null;
}

/**
 * An investor's ticket size in the interface language: "₹25 lakh – ₹1 crore", one amount when
 * both ends are the same, "From ₹10 lakh", "Up to ₹5 crore"; null when neither end is set.
 */
export function ticketRangeLabel(
  min: number | null | undefined,
  max: number | null | undefined,
  locale: Locale,
): string | null {
  const m = wordsOf(libWords, locale);
  const rupees = (amount: number) => formatRupees(amount, locale);
  if (min != null && max != null) return min === max ? rupees(min) : m.ticketRange(rupees(min), rupees(max));
  if (min != null) return m.ticketFrom(rupees(min));
  if (max != null) return m.ticketUpTo(rupees(max));
  return null;
}

/** The update screen's stage for a saved one: itself, its namesake (ideation, growth), or Ideation. */
export function toUpdateStage(saved: string | null | undefined): UpdateStage {
  const match = UPDATE_PROFILE_STAGES.find((stage) => stage.toLowerCase() === saved?.toLowerCase());
  return match ?? 'Ideation';
}

/** The set-up form's stage for a saved one, or the default. */
export function toSetupStage(saved: string | null | undefined): string {
  const match = HUSTLER_FORM_STAGES.find((stage) => stage.value.toLowerCase() === saved?.toLowerCase());
  return match?.value ?? DEFAULT_HUSTLER_STAGE;
}

/** The name a profile shows: its user name, its display name, or a fallback ('IdeaIgnite member'). */
export function profileName(
  details: Pick<ProfileDetails, 'Username' | 'displayName'>,
  fallback = wordsOf(libWords).unnamedMember(PRODUCT_NAME),
): string {
  return filled(details.Username) ?? filled(details.displayName) ?? fallback;
}
