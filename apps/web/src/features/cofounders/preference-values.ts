import type { CofounderPreferences, PreferencePart, PreferenceWeight } from '@ideaignite/contract';

/** The preferences form's values: a choice left empty is '' (the schema reads it as none). */
export interface PreferenceValues {
  looking: boolean;
  skillsWanted: string[];
  skillsOffered: string[];
  commitment: string;
  sectors: string[];
  stage: string;
  state: string;
  city: string;
  remote: boolean;
  availability: string;
  weights: Record<PreferencePart, PreferenceWeight>;
}

/** The answer's preferences as the form holds them. */
export const toValues = (preferences: CofounderPreferences): PreferenceValues => ({
  ...preferences,
  commitment: preferences.commitment ?? '',
  stage: preferences.stage ?? '',
  state: preferences.state ?? '',
  city: preferences.city ?? '',
  availability: preferences.availability ?? '',
});
