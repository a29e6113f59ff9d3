/**
 * The profiles module's front door: what other modules and app.ts may use of it. Anything not
 * exported here is the module's own (scripts/lib/structure-rules.mjs checks it).
 */
export { newProfileCompleteness } from './completeness-score.ts';
export { fillAllMissingCompleteness, recordActivity, rescoreCompleteness } from './completeness-service.ts';
export { authorsOfRows, loadAuthors, loadCardAuthors, toPublicPeople } from './profiles-service.ts';
export type { PublicUser } from './profiles-view.ts';
export { toCardAuthor, toPublicUser } from './profiles-view.ts';
/** Query parts: SQL pieces other modules' repositories put inside their own statements. */
export type {
  AuthorRow,
  CardAccount,
  CardAuthorRow,
  CardProfile,
  PublicAccount,
  PublicProfile,
} from './query-parts.ts';
export {
  cardAuthorFromRow,
  cardAuthorOf,
  cardAuthorSelectList,
  likePattern,
  profileSearchCondition,
  publicAccountColumns,
  publicProfileColumns,
} from './query-parts.ts';
