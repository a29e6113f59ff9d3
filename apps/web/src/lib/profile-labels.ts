import {
  DEFAULT_HUSTLER_STAGE,
  HUSTLER_FORM_STAGES,
  INVESTOR_TYPES,
  PRODUCT_NAME,
  type ProfileDetails,
  UPDATE_PROFILE_STAGES,
} from '@ideaignite/contract';
import { messagesOf } from './i18n/messages.ts';
import { libMessages } from './messages/index.ts';

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
  details: ProfileDetails,
  fallback = messagesOf(libMessages).unnamedMember(PRODUCT_NAME),
): string {
  return details.Username?.trim() || details.displayName?.trim() || fallback;
}
