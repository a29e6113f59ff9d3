import { normalizePhone, PROFILE_SCHEMAS, ROLES } from '@ideaignite/contract';
import sharp from 'sharp';
import { describe, expect, expectTypeOf, it } from 'vitest';
import type { profiles } from '../../schema.ts';
import { avatarSvg, initialsOf } from '../avatar.ts';
import { DEMO_ACCOUNTS, DEMO_MODERATOR_EMAIL } from '../demo-accounts.ts';
import { DEMO_MEMBERS, DEMO_MODERATOR, DEMO_PEOPLE, type DemoPerson } from './demo-people.ts';
import { DEMO_MATCHING, matchingColumns } from './people/matching.ts';

const byRole = (role: DemoPerson['role']) => DEMO_PEOPLE.filter((person) => person.role === role);

describe('DEMO_PEOPLE', () => {
  it('has 14 members per role with unique keys and lowercase demo emails', () => {
    for (const role of ROLES) expect(byRole(role)).toHaveLength(14);
    expect(new Set(DEMO_PEOPLE.map((p) => p.key)).size).toBe(DEMO_PEOPLE.length);
    expect(new Set(DEMO_PEOPLE.map((p) => p.email)).size).toBe(DEMO_PEOPLE.length);
    for (const { email } of DEMO_PEOPLE) {
      expect(email).toBe(email.toLowerCase());
      expect(email).toMatch(/^[a-z]+(\.[a-z]+)?@demo\.ideaignite\.in$/);
    }
  });

  it('leads each role with its demo sign-in account', () => {
    for (const account of DEMO_ACCOUNTS) {
      const [first] = byRole(account.role);
      expect(first?.email).toBe(account.email);
      expect(first?.profile.username).toBe(account.username);
      expect(first?.verified).toBe(true);
      const intro = first?.role === 'Jobseeker' ? first.profile.aboutMe : first?.profile.bio;
      expect(intro).toBe(account.bio);
    }
  });

  it('names other members firstname.lastname and mostly verified', () => {
    const demoEmails = new Set(DEMO_ACCOUNTS.map((a) => a.email));
    for (const person of DEMO_PEOPLE.filter((p) => !demoEmails.has(p.email))) {
      const [local] = person.email.split('@');
      expect(local).toMatch(/^[a-z]+\.[a-z]+$/);
    }
    const verified = DEMO_PEOPLE.filter((p) => p.verified).length;
    expect(verified).toBeGreaterThan(DEMO_PEOPLE.length * 0.75);
    expect(verified).toBeLessThan(DEMO_PEOPLE.length);
  });

  it('fills only columns of the profiles table', () => {
    type Columns = typeof profiles.$inferInsert;
    // Distributes over the role union, so a misspelt field in any one role fails the check.
    type FieldsOf<T> = T extends unknown ? keyof T : never;
    expectTypeOf<FieldsOf<DemoPerson['profile']>>().toExtend<keyof Columns>();
    expectTypeOf<DemoPerson['profile']>().toExtend<Partial<Columns>>();
  });

  it('passes the set-up form validation of each role', () => {
    for (const person of DEMO_PEOPLE) {
      const { username, ...rest } = person.profile;
      const result = PROFILE_SCHEMAS[person.role].safeParse({ Username: username, ...rest });
      expect(result.error, person.key).toBeUndefined();
    }
  });

  it("gives every member matching fields as their role's set-up form would store them", () => {
    // One entry per member (undefined for one who set none), so a misspelt key cannot slip by.
    expect(new Set(Object.keys(DEMO_MATCHING))).toEqual(new Set(DEMO_PEOPLE.map((p) => p.key)));
    for (const person of DEMO_PEOPLE) {
      const columns: Record<string, unknown> = matchingColumns(person.key);
      const schema = PROFILE_SCHEMAS[person.role];
      const result = schema.safeParse(columns);
      expect(result.error, person.key).toBeUndefined();
      const stored = result.data as Record<string, unknown>;
      for (const [key, value] of Object.entries(columns)) {
        // A listed city in its listed spelling, a ticket from the amounts; another role's field unset.
        if (key in schema.shape) expect(stored[key], `${person.key} ${key}`).toEqual(value);
        else expect([null, false], `${person.key} ${key}`).toContain(value);
      }
    }
  });

  it('stores phone numbers as the forms do: Indian mobiles in E.164', () => {
    for (const person of DEMO_PEOPLE) {
      if (person.role === 'Jobseeker') continue;
      const { phoneno } = person.profile;
      expect(phoneno, person.key).toMatch(/^\+91[6-9]\d{9}$/);
      expect(normalizePhone(phoneno), person.key).toEqual({ ok: true, e164: phoneno });
    }
  });

  it('gives every member a 256 px avatar with their initials', async () => {
    expect(initialsOf('Lalrinmawia Ralte')).toBe('LR');
    expect(initialsOf('Daniel D’Souza')).toBe('DD');
    expect(initialsOf('Meera')).toBe('M');
    expect(initialsOf('  ')).toBe('?');
    expect(avatarSvg('<Tom> & Jerry', 3)).toContain('>TJ</text>');
    for (const [index, person] of DEMO_PEOPLE.slice(0, 8).entries()) {
      const image = await sharp(Buffer.from(avatarSvg(person.profile.username, index)))
        .webp()
        .toBuffer();
      const { width, height, format } = await sharp(image).metadata();
      expect({ width, height, format }).toEqual({ width: 256, height: 256, format: 'webp' });
    }
  });
});

describe('DEMO_MODERATOR', () => {
  it('is one more member, outside the role lists, signing in as the demo moderator', () => {
    expect(DEMO_MODERATOR.email).toBe(DEMO_MODERATOR_EMAIL);
    expect(DEMO_PEOPLE.map((p) => p.email)).not.toContain(DEMO_MODERATOR_EMAIL);
    expect(DEMO_MEMBERS).toEqual([...DEMO_PEOPLE, DEMO_MODERATOR]);
    expect(new Set(DEMO_MEMBERS.map((p) => p.key)).size).toBe(DEMO_MEMBERS.length);
    expect(new Set(DEMO_MEMBERS.map((p) => p.email)).size).toBe(DEMO_MEMBERS.length);
  });

  it('has a profile the set-up form accepts, and stays out of discovery while everyone else is in it', () => {
    const { username, ...rest } = DEMO_MODERATOR.profile;
    expect(
      PROFILE_SCHEMAS[DEMO_MODERATOR.role].safeParse({ Username: username, ...rest }).error,
    ).toBeUndefined();
    expect(normalizePhone(DEMO_MODERATOR.profile.phoneno)).toEqual({
      ok: true,
      e164: DEMO_MODERATOR.profile.phoneno,
    });
    expect(DEMO_MODERATOR.verified).toBe(true);
    expect(DEMO_MODERATOR.discoverable).toBe(false);
    for (const person of DEMO_PEOPLE) expect(person.discoverable, person.key).toBeUndefined();
  });
});
