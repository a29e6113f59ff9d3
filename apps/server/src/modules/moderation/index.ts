/**
 * The moderation module's front door: what other modules and app.ts may use of it. Anything not
 * exported here is the module's own (scripts/lib/structure-rules.mjs checks it).
 */
export {
  forgetModeratorGrants,
  grantListedModerators,
  grantModeratorIfListed,
  isAdmin,
  reportHeldPosting,
} from './moderation-service.ts';
export { runOperatorCommand } from './operator-command.ts';
