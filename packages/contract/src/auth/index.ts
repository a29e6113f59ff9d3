/** The auth feature's part of the contract: its endpoints (its schemas are still in ../schemas/auth.ts, ../schemas/sessions.ts, ../email-change.ts). */
export * from './endpoints.ts';
