/**
 * The notifications feature's part of the contract: its endpoints, schemas, constants and words. Its Hindi
 * (hi.ts) is reached through `@ideaignite/contract/hi`, so a page in English never loads it.
 */

export * from './emails.ts';
export * from './endpoints.ts';
export * from './posts.ts';
export * from './push-endpoints.ts';
export * from './push-schemas.ts';
export * from './push-words.ts';
export * from './schemas.ts';
export * from './texts.ts';
export * from './words.ts';
