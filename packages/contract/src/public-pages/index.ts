/**
 * The public pages' part of the contract (issue 26): which addresses have one, their preview
 * image's endpoint, and their words. Its Hindi (hi.ts) is reached through `@ideaignite/contract/hi`.
 */
export * from './constants.ts';
export * from './endpoints.ts';
export * from './schemas.ts';
export * from './words.ts';
