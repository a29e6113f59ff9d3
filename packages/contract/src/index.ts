export * from './limits.ts';
export * from './messages.ts';
export * from './paths.ts';
export * from './product.ts';
export * from './roles.ts';
export * from './schemas/auth.ts';
export * from './schemas/common.ts';
export * from './schemas/contact.ts';
