/**
 * The videos feature's part of the contract: its endpoints, schemas, constants and words. Its Hindi
 * (hi.ts) is reached through `@ideaignite/contract/hi`, so a page in English never loads it.
 */

export * from './constants.ts';
export * from './endpoints.ts';
export * from './master-playlist.ts';
export * from './schemas.ts';
export * from './streams.ts';
export * from './words.ts';
