/**
 * The messages module's front door: what other modules and app.ts may use of it. Anything not
 * exported here is the module's own (scripts/lib/structure-rules.mjs checks it).
 */

export { canRelayTyping, markDelivered } from './receipts-service.ts';
export { receiptsSharedSql } from './safety-repository.ts';
export { sendMessage } from './send-service.ts';
