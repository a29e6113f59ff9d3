/** The account settings feature's part of the contract: its endpoints (its words are still in ../account-settings.ts). */
export * from './endpoints.ts';
