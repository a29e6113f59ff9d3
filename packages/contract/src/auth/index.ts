/**
 * The auth feature's part of the contract: its endpoints, schemas, constants and words. Its Hindi
 * (hi.ts) is reached through `@ideaignite/contract/hi`, so a page in English never loads it.
 */

export * from './email-change.ts';
export * from './endpoints.ts';
export * from './preferences.ts';
export * from './schemas.ts';
export * from './session-schemas.ts';
