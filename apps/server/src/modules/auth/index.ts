/**
 * The auth module's front door: what other modules and app.ts may use of it. Anything not
 * exported here is the module's own (scripts/lib/structure-rules.mjs checks it).
 */
export { BackgroundTasks } from './background-tasks.ts';
export { SessionService } from './session-service.ts';
export type { SigninThrottle } from './signin-throttle.ts';
export { MemorySigninThrottle, RedisSigninThrottle } from './signin-throttle.ts';
export type { TokenClaims } from './tokens.ts';
export { createTokenService } from './tokens.ts';
