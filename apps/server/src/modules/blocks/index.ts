/**
 * The blocks module's front door: what other modules and app.ts may use of it. Anything not
 * exported here is the module's own (scripts/lib/structure-rules.mjs checks it).
 */
export { refuseIfBlocked } from './blocks-service.ts';
export { assertCanReach, canReach, unreachableFrom } from './reach.ts';
export type { BlockDirection } from './visibility-repository.ts';
export {
  authorVisibleSql,
  blockDirectionSql,
  blockedEitherWaySql,
  hiddenMediaKeys,
  reachableSql,
  suspendedSql,
} from './visibility-repository.ts';
