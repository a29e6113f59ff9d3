/**
 * The messages module's front door: what other modules and app.ts may use of it. Anything not
 * exported here is the module's own (scripts/lib/structure-rules.mjs checks it).
 */

/** Query parts: SQL pieces other modules' repositories put inside their own statements. */
export { receiptsSharedSql } from './query-parts.ts';
export { canRelayTyping, markDelivered } from './receipts-service.ts';
export { sendMessage } from './send-service.ts';
