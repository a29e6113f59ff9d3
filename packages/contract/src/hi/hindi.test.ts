import { describe, expect, it } from 'vitest';
import { BLOGS_WORDS_HI } from '../blogs/hi.ts';
import { BLOGS_WORDS } from '../blogs/words.ts';
import { COMMENTS_WORDS_HI } from '../comments/hi.ts';
import { COMMENTS_WORDS } from '../comments/words.ts';
import { CONNECTS_WORDS_HI } from '../connects/hi.ts';
import { CONNECTS_WORDS } from '../connects/words.ts';
import { CONTENT_WORDS } from '../content.ts';
import {
  AVAILABILITIES,
  COMMITMENTS,
  INDIA_CITIES,
  INDIA_STATES,
  SECTORS,
  STAGE_FILTERS,
} from '../discovery/constants.ts';
import { DISCOVERY_CHOICES_HI, DISCOVERY_WORDS_HI } from '../discovery/hi.ts';
import { DISCOVERY_WORDS } from '../discovery/words.ts';
import { EMAILS } from '../emails.ts';
import { FEED_WORDS_HI } from '../feed/hi.ts';
import { FEED_WORDS } from '../feed/words.ts';
import { LIVE_WORDS } from '../live.ts';
import { MESSAGES_WORDS_HI } from '../messages/hi.ts';
import { MESSAGES_WORDS } from '../messages/words.ts';
import { DIGEST_EMAIL, NOTIFICATION_EMAILS } from '../notifications/emails.ts';
import {
  DIGEST_EMAIL_HI,
  NOTIFICATION_EMAILS_HI,
  NOTIFICATION_TEXTS_HI,
  NOTIFICATIONS_WORDS_HI,
} from '../notifications/hi.ts';
import { clipNotificationText, NOTIFICATION_TEXTS } from '../notifications/texts.ts';
import { NOTIFICATIONS_WORDS } from '../notifications/words.ts';
import { PRODUCT_NAME } from '../product.ts';
import {
  HUSTLER_FORM_STAGES,
  HUSTLER_SKILLS,
  INTEREST_AREAS,
  INVESTOR_TYPES,
  UPDATE_PROFILE_STAGES,
} from '../profiles/constants.ts';
import { COMPLETENESS_WORDS_HI, PROFILE_CHOICES_HI, PROFILE_ERRORS_HI } from '../profiles/hi.ts';
import { COMPLETENESS_WORDS, PROFILE_ERRORS } from '../profiles/words.ts';
import { TALKS_WORDS_HI } from '../talks/hi.ts';
import { TALKS_WORDS } from '../talks/words.ts';
import { VALIDATION_WORDS } from '../validation.ts';
import { VIDEOS_WORDS_HI } from '../videos/hi.ts';
import { VIDEOS_WORDS } from '../videos/words.ts';
import { API_ERRORS, WORDS } from '../words.ts';
import { CONTENT_WORDS_HI } from './content.ts';
import { EMAILS_HI } from './emails.ts';
import { CATALOGUE_PAIRS } from './index.ts';
import { LIVE_WORDS_HI } from './live.ts';
import { VALIDATION_WORDS_HI } from './validation.ts';
import { API_ERRORS_HI, WORDS_HI } from './words.ts';

const PAIRS = {
  WORDS: [WORDS, WORDS_HI],
  API_ERRORS: [API_ERRORS, API_ERRORS_HI],
  PROFILE_ERRORS: [PROFILE_ERRORS, PROFILE_ERRORS_HI],
  VIDEOS_WORDS: [VIDEOS_WORDS, VIDEOS_WORDS_HI],
  BLOGS_WORDS: [BLOGS_WORDS, BLOGS_WORDS_HI],
  TALKS_WORDS: [TALKS_WORDS, TALKS_WORDS_HI],
  COMMENTS_WORDS: [COMMENTS_WORDS, COMMENTS_WORDS_HI],
  FEED_WORDS: [FEED_WORDS, FEED_WORDS_HI],
  CONTENT_WORDS: [CONTENT_WORDS, CONTENT_WORDS_HI],
  MESSAGES_WORDS: [MESSAGES_WORDS, MESSAGES_WORDS_HI],
  NOTIFICATIONS_WORDS: [NOTIFICATIONS_WORDS, NOTIFICATIONS_WORDS_HI],
  CONNECTS_WORDS: [CONNECTS_WORDS, CONNECTS_WORDS_HI],
  VALIDATION_WORDS: [VALIDATION_WORDS, VALIDATION_WORDS_HI],
  EMAILS: [EMAILS, EMAILS_HI],
  NOTIFICATION_TEXTS: [NOTIFICATION_TEXTS, NOTIFICATION_TEXTS_HI],
  NOTIFICATION_EMAILS: [NOTIFICATION_EMAILS, NOTIFICATION_EMAILS_HI],
  DIGEST_EMAIL: [DIGEST_EMAIL, DIGEST_EMAIL_HI],
  DISCOVERY_WORDS: [DISCOVERY_WORDS, DISCOVERY_WORDS_HI],
  COMPLETENESS_WORDS: [COMPLETENESS_WORDS, COMPLETENESS_WORDS_HI],
  LIVE_WORDS: [LIVE_WORDS, LIVE_WORDS_HI],
} as const;

const LONG = 'Ek bahut lambi baat jo notification mein poori nahi aani chahiye, kyunki woh kaafi lambi hai.';
/** Argument sets each function is called with: plain values, empty ones (a missing project), long ones (clipped). */
const SAMPLE_ARGS = [
  ['Asha Verma', 'ChaiCircle', 'Great pitch, let us talk!'],
  ['', '', ''],
  [`${LONG} (name)`, `${LONG} (title)`, `${LONG} (text)`],
  [
    'https://ideaignite.example/verify?token=abc_DEF-123',
    'https://ideaignite.example/reset-password',
    'Namaste, kal milte hain.',
  ],
];

type Leaf = { path: string; english: string; hindi: string; args?: readonly string[] };

/** Every text of an English catalogue beside its Hindi, functions called with each argument set. */
function leaves(english: unknown, hindi: unknown, path: string): Leaf[] {
  if (typeof english === 'string') {
    expect(typeof hindi, path).toBe('string');
    return [{ path, english, hindi: hindi as string }];
  }
  if (typeof english === 'function') {
    expect(typeof hindi, path).toBe('function');
    return SAMPLE_ARGS.map((sample, index) => {
      const args = sample.slice(0, english.length);
      return {
        path: `${path}#${index}`,
        english: (english as (...a: string[]) => string)(...args),
        hindi: (hindi as (...a: string[]) => string)(...args),
        args,
      };
    });
  }
  expect(typeof english, path).toBe('object');
  expect(typeof hindi, path).toBe('object');
  const en = english as Record<string, unknown>;
  const hi = hindi as Record<string, unknown>;
  expect(Object.keys(hi).sort(), path).toEqual(Object.keys(en).sort());
  return Object.keys(en).flatMap((key) => leaves(en[key], hi[key], `${path}.${key}`));
}

/** The pairs above, then any other pair the server's lookup (hi/index.ts) translates with. */
const LISTED: readonly object[] = Object.values(PAIRS).map(([english]) => english);
const ALL = [
  ...Object.entries(PAIRS).flatMap(([name, [english, hindi]]) => leaves(english, hindi, name)),
  ...CATALOGUE_PAIRS.filter(([english]) => !LISTED.includes(english)).flatMap(([english, hindi], index) =>
    leaves(english, hindi, `CATALOGUE_PAIRS[${index}]`),
  ),
];

const OPTION_LABELS: readonly string[] = [
  ...HUSTLER_FORM_STAGES.map((stage) => stage.label),
  ...UPDATE_PROFILE_STAGES,
  ...HUSTLER_SKILLS,
  ...INVESTOR_TYPES.flatMap((type) => [type.label, type.meaning]),
  ...INTEREST_AREAS,
];
const CHOICES: Leaf[] = Object.entries(PROFILE_CHOICES_HI).map(([english, hindi]) => ({
  path: `PROFILE_CHOICES.${english}`,
  english,
  hindi,
}));

const DEVANAGARI = /[\u0900-\u097F]/;
const count = (text: string, part: string) => (part ? text.split(part).length - 1 : 0);
const numbers = (text: string) => (text.match(/\d+(?:,\d+)*/g) ?? []).sort();
const emoji = (text: string) => (text.match(/\p{Extended_Pictographic}/gu) ?? []).sort();
const tags = (text: string) => text.match(/<[^>]*>/g) ?? [];

describe('Hindi catalogues', () => {
  it('covers every catalogue with texts to check', () => {
    expect(ALL.length).toBeGreaterThan(200);
    expect(CHOICES.length).toBe(new Set(OPTION_LABELS).size);
  });

  it('writes every text in Devanagari, never the English unchanged', () => {
    for (const { path, english, hindi } of [...ALL, ...CHOICES]) {
      expect(hindi, path).toMatch(DEVANAGARI);
      expect(hindi, path).not.toBe(english);
    }
  });

  it('translates each English text one way only, across all catalogues', () => {
    const seen = new Map<string, { hindi: string; path: string }>();
    for (const { path, english, hindi } of [...ALL, ...CHOICES]) {
      const earlier = seen.get(english);
      if (earlier) expect(hindi, `${path} and ${earlier.path} share their English`).toBe(earlier.hindi);
      else seen.set(english, { hindi, path });
    }
  });

  it('keeps numbers, emoji and the product name as in English', () => {
    for (const { path, english, hindi } of ALL) {
      expect(numbers(hindi), path).toEqual(numbers(english));
      expect(emoji(hindi), path).toEqual(emoji(english));
      expect(count(hindi, PRODUCT_NAME), path).toBe(count(english, PRODUCT_NAME));
    }
  });

  it('places every argument as the English does, clipped the same way', () => {
    for (const { path, english, hindi, args } of ALL) {
      for (const arg of args ?? []) {
        for (const shown of [arg, clipNotificationText(arg, 60), clipNotificationText(arg, 80)]) {
          expect(count(hindi, shown), `${path}: ${shown}`).toBe(count(english, shown));
        }
      }
    }
  });

  it('keeps the emails’ HTML and links in the same structure', () => {
    for (const { path, english, hindi } of ALL.filter((leaf) =>
      /^(EMAILS|NOTIFICATION_EMAILS|DIGEST_EMAIL)\./.test(leaf.path),
    )) {
      expect(tags(hindi), path).toEqual(tags(english));
    }
  });

  it('keeps the role words of the API in Latin', () => {
    for (const role of ['Hustler', 'Investor', 'Cofounder', 'Jobseeker']) {
      expect(VALIDATION_WORDS_HI.roleInvalid).toContain(role);
    }
  });

  it('translates exactly the matching options (sectors, states, cities, commitments, availabilities)', () => {
    const labels = new Set<string>([
      ...SECTORS.map((s) => s.label),
      ...INDIA_STATES.map((s) => s.label),
      ...INDIA_CITIES.map((c) => c.name),
      ...COMMITMENTS.map((c) => c.label),
      ...AVAILABILITIES.map((a) => a.label),
    ]);
    expect(Object.keys(DISCOVERY_CHOICES_HI).sort()).toEqual([...labels].sort());
    for (const [english, hindi] of Object.entries(DISCOVERY_CHOICES_HI)) {
      expect(hindi, english).toMatch(DEVANAGARI);
      expect(hindi, english).not.toBe(english);
    }
    // Every stage filter's label is one of the profile stages already translated.
    for (const stage of STAGE_FILTERS) expect(PROFILE_CHOICES_HI, stage.label).toHaveProperty([stage.label]);
  });

  it('translates exactly the profile options', () => {
    for (const key of Object.keys(PROFILE_CHOICES_HI)) expect(OPTION_LABELS, key).toContain(key);
    for (const label of OPTION_LABELS) expect(PROFILE_CHOICES_HI, label).toHaveProperty([label]);
  });
});
