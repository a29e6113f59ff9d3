import { en as frameEn } from '../apps/web/src/app/layouts/words/en.ts';
import frameHi from '../apps/web/src/app/layouts/words/hi.ts';
import { en as offlineCommentsEn } from '../apps/web/src/components/comments/words/en.ts';
import offlineCommentsHi from '../apps/web/src/components/comments/words/hi.ts';
import { en as componentsEn } from '../apps/web/src/components/words/en.ts';
import componentsHi from '../apps/web/src/components/words/hi.ts';
import { en as privacyEn } from '../apps/web/src/features/account-settings/privacy/words/en.ts';
import privacyHi from '../apps/web/src/features/account-settings/privacy/words/hi.ts';
import { en as settingsEn } from '../apps/web/src/features/account-settings/words/en.ts';
import settingsHi from '../apps/web/src/features/account-settings/words/hi.ts';
import { en as yourDataEn } from '../apps/web/src/features/account-settings/your-data/words/en.ts';
import yourDataHi from '../apps/web/src/features/account-settings/your-data/words/hi.ts';
import { en as authEn } from '../apps/web/src/features/auth/words/en.ts';
import authHi from '../apps/web/src/features/auth/words/hi.ts';
import { en as blogsEn } from '../apps/web/src/features/blogs/words/en.ts';
import blogsHi from '../apps/web/src/features/blogs/words/hi.ts';
import { en as cofoundersEn } from '../apps/web/src/features/cofounders/words/en.ts';
import cofoundersHi from '../apps/web/src/features/cofounders/words/hi.ts';
import { en as connectsEn } from '../apps/web/src/features/connects/words/en.ts';
import connectsHi from '../apps/web/src/features/connects/words/hi.ts';
import { en as discoveryEn } from '../apps/web/src/features/discovery/words/en.ts';
import discoveryHi from '../apps/web/src/features/discovery/words/hi.ts';
import { en as feedEn } from '../apps/web/src/features/feed/words/en.ts';
import feedHi from '../apps/web/src/features/feed/words/hi.ts';
import { en as applicationsEn } from '../apps/web/src/features/jobs/applications/words/en.ts';
import applicationsHi from '../apps/web/src/features/jobs/applications/words/hi.ts';
import { en as applyEn } from '../apps/web/src/features/jobs/apply/words/en.ts';
import applyHi from '../apps/web/src/features/jobs/apply/words/hi.ts';
import { en as hiringEn } from '../apps/web/src/features/jobs/hiring/words/en.ts';
import hiringHi from '../apps/web/src/features/jobs/hiring/words/hi.ts';
import { en as jobsEn } from '../apps/web/src/features/jobs/words/en.ts';
import jobsHi from '../apps/web/src/features/jobs/words/hi.ts';
import { en as landingEn } from '../apps/web/src/features/landing/words/en.ts';
import landingHi from '../apps/web/src/features/landing/words/hi.ts';
import { en as messagesEn } from '../apps/web/src/features/messages/words/en.ts';
import messagesHi from '../apps/web/src/features/messages/words/hi.ts';
import { en as moderationEn } from '../apps/web/src/features/moderation/words/en.ts';
import moderationHi from '../apps/web/src/features/moderation/words/hi.ts';
import { en as completenessEn } from '../apps/web/src/features/profiles/completeness/words/en.ts';
import completenessHi from '../apps/web/src/features/profiles/completeness/words/hi.ts';
import { en as profilesEn } from '../apps/web/src/features/profiles/words/en.ts';
import profilesHi from '../apps/web/src/features/profiles/words/hi.ts';
import { en as talksEn } from '../apps/web/src/features/talks/words/en.ts';
import talksHi from '../apps/web/src/features/talks/words/hi.ts';
import { en as videosEn } from '../apps/web/src/features/videos/words/en.ts';
import videosHi from '../apps/web/src/features/videos/words/hi.ts';
import { en as videoIntroEn } from '../apps/web/src/features/videos/words/intro/en.ts';
import videoIntroHi from '../apps/web/src/features/videos/words/intro/hi.ts';
import type { Locale } from '../apps/web/src/lib/i18n/locale.ts';

export type { Locale };

/**
 * The words the app shows, in each interface language: the web app's own catalogues, so a test
 * finds a button or a field by what a person reads on it, in English or in Hindi.
 */
const EN = {
  applications: applicationsEn,
  apply: applyEn,
  auth: authEn,
  blogs: blogsEn,
  cofounders: cofoundersEn,
  components: componentsEn,
  completeness: completenessEn,
  connects: connectsEn,
  discovery: discoveryEn,
  feed: feedEn,
  frame: frameEn,
  hiring: hiringEn,
  jobs: jobsEn,
  landing: landingEn,
  messages: messagesEn,
  moderation: moderationEn,
  offlineComments: offlineCommentsEn,
  privacy: privacyEn,
  profiles: profilesEn,
  settings: settingsEn,
  talks: talksEn,
  videos: videosEn,
  videoIntro: videoIntroEn,
  yourData: yourDataEn,
};
export type Words = typeof EN;

export const SCREEN_WORDS: Record<Locale, Words> = {
  'en-IN': EN,
  'hi-IN': {
    applications: applicationsHi,
    apply: applyHi,
    auth: authHi,
    blogs: blogsHi,
    cofounders: cofoundersHi,
    components: componentsHi,
    completeness: completenessHi,
    connects: connectsHi,
    discovery: discoveryHi,
    feed: feedHi,
    frame: frameHi,
    hiring: hiringHi,
    jobs: jobsHi,
    landing: landingHi,
    messages: messagesHi,
    moderation: moderationHi,
    offlineComments: offlineCommentsHi,
    privacy: privacyHi,
    profiles: profilesHi,
    settings: settingsHi,
    talks: talksHi,
    videos: videosHi,
    videoIntro: videoIntroHi,
    yourData: yourDataHi,
  },
};

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Matches every text `template` makes ("Play …", "वीडियो चलाएँ: …"), whatever its argument. */
export function anyOf(template: (value: string) => string): RegExp {
  const [before = '', after = ''] = template('\u0000').split('\u0000');
  return new RegExp(`^${escapeRegExp(before)}.*${escapeRegExp(after)}$`);
}
