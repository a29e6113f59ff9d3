/** The profiles feature's part of the contract: its endpoints. */
export * from './endpoints.ts';
