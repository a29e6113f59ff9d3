/**
 * The push feature's part of the contract (issue 29): its endpoints, schemas and words. Its Hindi
 * (hi.ts) is reached through `@ideaignite/contract/hi`.
 */

export * from './endpoints.ts';
export * from './schemas.ts';
export * from './words.ts';
