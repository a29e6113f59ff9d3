/**
 * The co-founder matching module's front door (issue 26): what other modules and app.ts may use of
 * it. Anything not exported here is the module's own (scripts/lib/structure-rules.mjs checks it).
 */

/** The daily digest's section of new matches (app.ts lists it). */
export { newMatchesForDigest } from './digest-section.ts';
/** Query parts: SQL pieces other modules' repositories put inside their own statements. */
export { cofounderConnectedSql } from './query-parts.ts';
