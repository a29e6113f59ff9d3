/** The notifications feature's part of the contract: its endpoints (its words are still in ../notifications.ts). */
export * from './endpoints.ts';
