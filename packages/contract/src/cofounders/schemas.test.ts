import { describe, expect, it } from 'vitest';
import { API_ERRORS } from '../words.ts';
import { DEFAULT_WEIGHTS, INVITE_NOTE_MAX_LENGTH, MAX_PREFERENCE_SKILLS, PART_POINTS } from './constants.ts';
import { CofounderInviteInputSchema, CofounderPreferencesInputSchema } from './schemas.ts';
import { COFOUNDERS_WORDS } from './words.ts';

const preferences = {
  looking: true,
  skillsWanted: ['design', 'design', 'sales'],
  skillsOffered: ['engineering'],
  commitment: 'fullTime',
  sectors: ['fintech'],
  stage: '',
  state: 'MH',
  city: '  pune ',
  remote: false,
  availability: null,
  weights: { ...DEFAULT_WEIGHTS, skills: 'must' },
};
const messagesOf = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues.map((issue) => issue.message) ?? [];

describe('CofounderPreferencesInputSchema', () => {
  it('takes list values, drops repeats, reads empty as none and spells a known city as the list does', () => {
    const parsed = CofounderPreferencesInputSchema.parse(preferences);
    expect(parsed.skillsWanted).toEqual(['design', 'sales']);
    expect(parsed.stage).toBeNull();
    expect(parsed.city).toBe('Pune');
    expect(parsed.weights.skills).toBe('must');
  });

  it('refuses a skill off the list, too many skills and a weight that is not must, nice or none', () => {
    const result = CofounderPreferencesInputSchema.safeParse({
      ...preferences,
      skillsWanted: ['juggling'],
      skillsOffered: ['design', 'sales', 'product', 'legal', 'finance', 'data'].slice(
        0,
        MAX_PREFERENCE_SKILLS + 1,
      ),
      weights: { ...DEFAULT_WEIGHTS, sectors: 'sometimes' },
    });
    expect(messagesOf(result)).toEqual(
      expect.arrayContaining([
        COFOUNDERS_WORDS.invalidSkill,
        COFOUNDERS_WORDS.tooManySkills,
        COFOUNDERS_WORDS.invalidWeight,
      ]),
    );
  });

  it('scores out of 100 when every part is met', () => {
    expect(Object.values(PART_POINTS).reduce((sum, points) => sum + points, 0)).toBe(100);
  });
});

describe('CofounderInviteInputSchema', () => {
  const toId = '0b7f8c2e-0a3c-4a58-9a8e-2f6f0e5f7a11';
  it('trims the note and lets it be left out', () => {
    expect(CofounderInviteInputSchema.parse({ toId, note: '  Let us build  ' }).note).toBe('Let us build');
    expect(CofounderInviteInputSchema.parse({ toId }).note).toBeUndefined();
  });

  it('refuses a long note, a control character and a person id that is not one', () => {
    expect(
      messagesOf(
        CofounderInviteInputSchema.safeParse({ toId, note: 'x'.repeat(INVITE_NOTE_MAX_LENGTH + 1) }),
      ),
    ).toEqual([COFOUNDERS_WORDS.noteTooLong]);
    expect(messagesOf(CofounderInviteInputSchema.safeParse({ toId, note: 'hi\u0007there' }))).toEqual([
      API_ERRORS.controlCharacters,
    ]);
    expect(messagesOf(CofounderInviteInputSchema.safeParse({ toId: 'nobody' }))).toEqual([
      COFOUNDERS_WORDS.personNotFound,
    ]);
  });
});
