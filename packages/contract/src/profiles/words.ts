import type { CompletenessItem } from './completeness.ts';

/** What the profile routes say when something is wrong. */
export const PROFILE_ERRORS = {
  projectRequired: 'Project is required.',
  invalidStage: 'Please choose a valid current stage.',
  invalidInvestorType: 'Please choose a valid investor type.',
  invalidInterestArea: 'Please choose interest areas from the list.',
  invalidPhone: 'Please enter a valid phone number.',
  tooManySkills: 'Please list at most 20 skills.',
  wrongRole: 'This profile form is for another role.',
  invalidPicture: 'Please upload a PNG, JPEG, WebP or GIF image.',
  pictureTooLarge: 'The picture is too large: 10 MB at most.',
  invalidProfile: 'Invalid profile.',
} as const;

/** What each missing item asks for, as the checklist says it. */
export const COMPLETENESS_WORDS = {
  picture: 'Add a profile picture',
  name: 'Add your name',
  bio: 'Write a short bio',
  project: 'Name your startup or idea',
  stage: 'Choose your current stage',
  sector: 'Choose your sector',
  city: 'Add your city',
  skills: 'List your skills',
  pitchVideo: 'Add a pitch video',
  investorType: 'Choose your investor type',
  ticket: 'Set your ticket size',
  commitment: 'Say if you can go full-time',
  vision: 'Describe the project you dream of',
  availability: 'Say when you can start',
  desiredRole: 'Name the role you want',
  aboutMe: 'Tell people about yourself',
} as const satisfies Record<CompletenessItem, string>;
