/**
 * The public pages module's front door (issue 26): what other modules and app.ts may use of it.
 * Anything not exported here is the module's own (scripts/lib/structure-rules.mjs checks it).
 */
export type { PublicPage } from './public-pages-service.ts';
export { publicPageAt } from './public-pages-service.ts';
/** Query parts: SQL pieces other modules' repositories put inside their own statements. */
export type { PublicSwitch } from './query-parts.ts';
export { publicOwnerSql } from './query-parts.ts';
