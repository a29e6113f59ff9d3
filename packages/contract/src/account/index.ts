/** The account feature's part of the contract: its endpoints (its schemas and words are still in ../account.ts). */
export * from './endpoints.ts';
