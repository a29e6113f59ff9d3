import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from './limits.ts';

/**
 * The words of the request schemas' own checks (a field too long, a field missing), the ones
 * the spec's catalogue does not already say. Every string is whole, never assembled, so its
 * Hindi (hi/validation.ts) is a whole sentence too.
 */
export const VALIDATION_MESSAGES = {
  emailRequired: 'Email is required.',
  emailTooLong: 'Email is too long.',
  emailInvalid: 'Please enter a valid email address.',
  passwordRequired: 'Password is required.',
  passwordTooShort: `Password must be at least ${PASSWORD_MIN_LENGTH} characters.`,
  passwordTooLong: `Password must be at most ${PASSWORD_MAX_LENGTH} characters.`,
  currentPasswordRequired: 'Current password is required.',
  roleInvalid: 'Role must be one of Hustler, Investor, Cofounder, Jobseeker.',
  unknownUser: 'Unknown user.',
  searchTooLong: 'Search text must be at most 100 characters.',
  nameTooLong: 'Name is too long.',
  contactMessageTooLong: 'Message is too long (5000 characters at most).',
  commentTooLong: 'Comments are at most 2000 characters.',
  talkTooLong: 'Talks are at most 1000 characters.',
  chatMessageTooLong: 'Messages are at most 4000 characters.',
  titleTooLong: 'Titles are at most 150 characters.',
  descriptionTooLong: 'Descriptions are at most 5000 characters.',
  summaryTooLong: 'Summaries are at most 500 characters.',
  contentTooLong: 'Content is at most 50,000 characters.',
  skillTooLong: 'Each skill must be at most 60 characters.',
  contactEmailInvalid: 'Please enter a valid contact email.',
  usernameTooLong: 'User name must be at most 80 characters.',
  bioTooLong: 'Bio must be at most 1000 characters.',
  projectTooLong: 'Project must be at most 120 characters.',
  currentWorkTooLong: 'What you are working on must be at most 1000 characters.',
  contributionTooLong: 'How you contribute must be at most 1000 characters.',
  visionTooLong: 'Vision must be at most 1000 characters.',
  superpowerTooLong: 'Superpower must be at most 300 characters.',
  excitementTooLong: 'What excites you must be at most 1000 characters.',
  desiredRoleTooLong: 'Desired role must be at most 120 characters.',
  dreamProjectTooLong: 'Dream project must be at most 1000 characters.',
  aboutMeTooLong: 'About me must be at most 1000 characters.',
} as const;
