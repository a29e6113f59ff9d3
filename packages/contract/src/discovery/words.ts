import { TEXT_LIMITS } from '../limits.ts';
import { MAX_FILTER_VALUES, MAX_SECTORS } from './constants.ts';

/** What discovery's filters and the new profile fields say when something is wrong. */
export const DISCOVERY_WORDS = {
  invalidSector: 'Please choose sectors from the list.',
  tooManySectors: `Please choose at most ${MAX_SECTORS} sectors.`,
  invalidState: 'Please choose a state or union territory from the list.',
  cityTooLong: `The city name is too long: ${TEXT_LIMITS.city} characters at most.`,
  /** A ticket bound of a profile, or a ticket band of the filter, that is not one of the list. */
  invalidTicket: 'Please choose ticket sizes from the list.',
  ticketRange: 'The smallest ticket must not be larger than the largest.',
  invalidCommitment: 'Please choose full-time or part-time.',
  invalidAvailability: 'Please choose when you can start from the list.',
  invalidStageFilter: 'Please choose stages from the list.',
  invalidInvestorTypeFilter: 'Please choose investor types from the list.',
  invalidOpenToPitches: 'The open-to-pitches filter can only be true.',
  tooManyFilterValues: `Please choose at most ${MAX_FILTER_VALUES} values for one filter.`,
  filterNotForList: 'That filter does not apply to this list.',
} as const;
