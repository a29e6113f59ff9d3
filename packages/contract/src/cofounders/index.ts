/**
 * The co-founder matching feature's part of the contract: its endpoints, schemas, constants and
 * words. Its Hindi (hi.ts) is reached through `@ideaignite/contract/hi`.
 */
export * from './constants.ts';
export * from './endpoints.ts';
export * from './params.ts';
export * from './schemas.ts';
export * from './words.ts';
