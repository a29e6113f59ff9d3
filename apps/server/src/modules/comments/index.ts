/**
 * The comments module's front door: what other modules and app.ts may use of it. Anything not
 * exported here is the module's own (scripts/lib/structure-rules.mjs checks it).
 */
export { addComment, listComments, toComments } from './comments-service.ts';
