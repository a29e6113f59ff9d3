import { DAILY_IGNITE_LIMIT, PASS_REASON_MAX_LENGTH, PITCH_MAX_LENGTH } from './pipeline.ts';

/** What the Ignite routes say: sending an Ignite, answering it and moving it along the pipeline. */
export const CONNECTS_WORDS = {
  igniteSent: '🔥 Ignite sent! The investor has been notified.',
  onlyHustlers: 'Only Hustlers can ignite investors.',
  notAnInvestor: 'You can only ignite an investor.',
  notTakingPitches: 'This investor is not taking pitches right now.',
  alreadyIgnited: 'You have already ignited this investor.',
  investorNotFound: 'That investor could not be found.',
  connectionNotFound: 'That connection request could not be found.',
  onlyInvestorResponds: 'Only the investor who was ignited can answer this request.',
  alreadyAnswered: 'This request has already been answered.',
  accepted: 'Connection accepted. Say hello!',
  declined: 'Request declined.',
  pitchRequired: 'Please write a pitch line for the investor.',
  pitchTooLong: `A pitch line can be at most ${PITCH_MAX_LENGTH} characters.`,
  passReasonTooLong: `A reason can be at most ${PASS_REASON_MAX_LENGTH} characters.`,
  videoNotYours: 'Please choose one of your own videos.',
  dailyLimit: `You have sent ${DAILY_IGNITE_LIMIT} Ignites in the last 24 hours. You can send more tomorrow.`,
  illegalTransition: 'This Ignite cannot move to that step from where it is now.',
  onlyInvestor: 'Only the investor who was ignited can do this.',
  onlyHustler: 'Only the Hustler who sent this Ignite can do this.',
  viewed: 'Marked as viewed.',
  meetingRequested: 'Meeting requested. The Hustler has been told.',
  passed: 'You passed on this Ignite. The Hustler has been told.',
  connected: 'You are connected. Say hello!',
} as const;
