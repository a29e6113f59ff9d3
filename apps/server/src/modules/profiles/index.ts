/**
 * The profiles module's front door: what other modules and app.ts may use of it. Anything not
 * exported here is the module's own (scripts/lib/structure-rules.mjs checks it).
 */

export type { AuthorRow, PublicAccount, PublicProfile } from './authors-repository.ts';
export {
  authorFromRow,
  authorOf,
  authorSelectList,
  publicAccountColumns,
  publicProfileColumns,
} from './authors-repository.ts';
export {
  fillAllMissingCompleteness,
  newProfileCompleteness,
  refreshCompleteness,
  touchActivity,
} from './completeness-repository.ts';
export { likePattern, profileSearchCondition } from './profiles-repository.ts';
export { authorsOfRows, loadAuthors, toPublicPeople } from './profiles-service.ts';
export type { PublicUser } from './profiles-view.ts';
export { toPublicUser } from './profiles-view.ts';
