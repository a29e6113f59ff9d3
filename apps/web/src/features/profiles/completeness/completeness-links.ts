import type { CompletenessItem } from '@ideaignite/contract';
import { dashboardPath, PATHS } from '../../../lib/paths.ts';

/** Each item's field on the update screen (its id there: /Update_profile#city focuses the city). */
const FIELD_OF: Record<Exclude<CompletenessItem, 'pitchVideo'>, string> = {
  picture: 'profilePic',
  name: 'Username',
  bio: 'bio',
  project: 'project',
  stage: 'currentStage',
  sector: 'sectors',
  city: 'city',
  skills: 'skills',
  investorType: 'investorType',
  ticket: 'ticketMin',
  commitment: 'commitment',
  vision: 'dreamProject',
  availability: 'availability',
  desiredRole: 'desiredRole',
  aboutMe: 'aboutMe',
};

/** The Hustler's dashboard with the Create Videos popup open. */
const CREATE_VIDEO_PATH = `${dashboardPath('Hustler')}?create=video`;

/** Where a missing item is done: its field on the update screen, or the video upload. */
export function completenessLink(item: CompletenessItem): string {
  return item === 'pitchVideo' ? CREATE_VIDEO_PATH : `${PATHS.updateProfile}#${FIELD_OF[item]}`;
}
