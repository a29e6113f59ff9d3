import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH, TEXT_LIMITS } from './limits.ts';
import { MESSAGE_MAX_LENGTH } from './messages/constants.ts';

/**
 * A whole number as Indian English writes it (50000 as 50,000, 1500000 as 15,00,000): what
 * `toLocaleString('en-IN')` answers, without it. These strings are made when the module loads, and
 * a browser's first use of Intl loads its locale data there, 12 ms on a desktop and ~50 ms on a
 * mid-range phone, in the task that evaluates every module of the page (issue 31).
 */
export function formatLimit(count: number): string {
  const digits = String(Math.trunc(Math.abs(count)));
  const last3 = digits.slice(-3);
  const rest = digits.slice(0, -3).replace(/\B(?=(\d{2})+$)/g, ',');
  return `${count < 0 ? '-' : ''}${rest ? `${rest},` : ''}${last3}`;
}

/**
 * The words of the request schemas' own checks (a field too long, a field missing), the ones
 * the spec's catalogue does not already say. Every string is whole, never assembled, so its
 * Hindi (hi/validation.ts) is a whole sentence too.
 */
export const VALIDATION_WORDS = {
  emailRequired: 'Email is required.',
  emailTooLong: 'Email is too long.',
  emailInvalid: 'Please enter a valid email address.',
  passwordRequired: 'Password is required.',
  passwordTooShort: `Password must be at least ${PASSWORD_MIN_LENGTH} characters.`,
  passwordTooLong: `Password must be at most ${PASSWORD_MAX_LENGTH} characters.`,
  currentPasswordRequired: 'Current password is required.',
  roleInvalid: 'Role must be one of Hustler, Investor, Cofounder, Jobseeker.',
  unknownUser: 'Unknown user.',
  searchTooLong: `Search text must be at most ${TEXT_LIMITS.search} characters.`,
  nameTooLong: 'Name is too long.',
  contactMessageTooLong: `Message is too long (${TEXT_LIMITS.contactMessage} characters at most).`,
  commentTooLong: `Comments are at most ${TEXT_LIMITS.comment} characters.`,
  talkTooLong: `Talks are at most ${TEXT_LIMITS.talk} characters.`,
  idempotencyKeyInvalid: 'The sending key must be a UUID made by the app.',
  chatMessageTooLong: `Messages are at most ${MESSAGE_MAX_LENGTH} characters.`,
  titleTooLong: `Titles are at most ${TEXT_LIMITS.title} characters.`,
  descriptionTooLong: `Descriptions are at most ${TEXT_LIMITS.description} characters.`,
  summaryTooLong: `Summaries are at most ${TEXT_LIMITS.summary} characters.`,
  contentTooLong: `Content is at most ${formatLimit(TEXT_LIMITS.content)} characters.`,
  skillTooLong: `Each skill must be at most ${TEXT_LIMITS.skill} characters.`,
  contactEmailInvalid: 'Please enter a valid contact email.',
  usernameTooLong: `User name must be at most ${TEXT_LIMITS.username} characters.`,
  bioTooLong: `Bio must be at most ${TEXT_LIMITS.bio} characters.`,
  projectTooLong: `Project must be at most ${TEXT_LIMITS.project} characters.`,
  currentWorkTooLong: `What you are working on must be at most ${TEXT_LIMITS.currentWork} characters.`,
  contributionTooLong: `How you contribute must be at most ${TEXT_LIMITS.contribution} characters.`,
  visionTooLong: `Vision must be at most ${TEXT_LIMITS.vision} characters.`,
  superpowerTooLong: `Superpower must be at most ${TEXT_LIMITS.superpower} characters.`,
  excitementTooLong: `What excites you must be at most ${TEXT_LIMITS.excitement} characters.`,
  desiredRoleTooLong: `Desired role must be at most ${TEXT_LIMITS.desiredRole} characters.`,
  dreamProjectTooLong: `Dream project must be at most ${TEXT_LIMITS.dreamProject} characters.`,
  aboutMeTooLong: `About me must be at most ${TEXT_LIMITS.aboutMe} characters.`,
} as const;
