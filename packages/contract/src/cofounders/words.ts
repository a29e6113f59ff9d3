import { DAILY_INVITE_LIMIT, INVITE_NOTE_MAX_LENGTH, MAX_PREFERENCE_SKILLS } from './constants.ts';

/** What the co-founder matching routes say: preferences, invites and their answers, the digest. */
export const COFOUNDERS_WORDS = {
  onlyCofoundersAndHustlers: 'Co-founder matching is for co-founders and Hustlers.',
  preferencesSaved: 'Your co-founder preferences are saved.',
  invalidSkill: 'Please choose skills from the list.',
  tooManySkills: `Please choose at most ${MAX_PREFERENCE_SKILLS} skills.`,
  invalidWeight: 'Please say whether each part is a must-have, nice to have or does not matter.',
  invalidStage: 'Please choose a stage from the list.',
  personNotFound: 'That person could not be found.',
  notLooking: 'This person is not looking for a co-founder right now.',
  hustlersInviteCofounders: 'A Hustler can invite co-founders, not other Hustlers.',
  cannotInviteYourself: 'You cannot invite yourself.',
  alreadyInvited: 'You have already invited this person.',
  alreadyConnected: 'You are already connected with this person.',
  noteTooLong: `A note can be at most ${INVITE_NOTE_MAX_LENGTH} characters.`,
  dailyLimit: `You have sent ${DAILY_INVITE_LIMIT} invites in the last 24 hours. You can send more tomorrow.`,
  inviteSent: 'Invite sent. You will hear when they accept.',
  inviteNotFound: 'That invite could not be found.',
  onlyInviteeAnswers: 'Only the person invited can answer this invite.',
  alreadyAnswered: 'This invite has already been answered.',
  accepted: 'You are connected. Say hello!',
  declined: 'Invite declined.',
  digestHeading: 'New co-founder matches',
  digestSeeAll: 'See your matches',
  digestSomeone: 'A new member',
} as const;
