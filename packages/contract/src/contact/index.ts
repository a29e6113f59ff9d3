/** The contact feature's part of the contract: its endpoints (its schema is still in ../schemas/contact.ts). */
export * from './endpoints.ts';
