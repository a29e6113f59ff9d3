/**
 * The account-settings module's front door: what other modules and app.ts may use of it. Anything not
 * exported here is the module's own (scripts/lib/structure-rules.mjs checks it).
 */
export { contactsVisibleTo } from './privacy-service.ts';
/** Query parts: SQL pieces other modules' repositories put inside their own statements. */
export { visibleToSql } from './query-parts.ts';
