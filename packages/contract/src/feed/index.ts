/** The feed feature's part of the contract: its endpoints. */
export * from './endpoints.ts';
export * from './feed-order.ts';
