/**
 * The blocks module's front door: what other modules and app.ts may use of it. Anything not
 * exported here is the module's own (scripts/lib/structure-rules.mjs checks it).
 */
export { mediaKeysToRefuse, refuseIfBlocked } from './blocks-service.ts';
/** Query parts: SQL pieces other modules' repositories put inside their own statements. */
export type { BlockDirection } from './query-parts.ts';
export {
  authorVisibleSql,
  authorVisibleToManySql,
  blockDirectionSql,
  blockedEitherWaySql,
  reachableSql,
  suspendedSql,
} from './query-parts.ts';
export { assertCanReach, canReach, unreachableFrom } from './reach.ts';
