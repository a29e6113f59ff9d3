/**
 * Everything both apps share, by name: the cross-feature building blocks here at the root, then each
 * feature's schemas, constants and words (`./<feature>/`). A feature's endpoints are imported from
 * `@ideaignite/contract/<feature>`; the Hindi from `@ideaignite/contract/hi`.
 */

export * from './account/constants.ts';
export * from './account/schemas.ts';
export * from './account/words.ts';
export * from './account-settings/constants.ts';
export * from './account-settings/schemas.ts';
export * from './account-settings/words.ts';
export * from './auth/email-change.ts';
export * from './auth/preferences.ts';
export * from './auth/schemas.ts';
export * from './auth/session-schemas.ts';
export * from './blocks/schemas.ts';
export * from './blocks/words.ts';
export * from './blogs/schemas.ts';
export * from './blogs/words.ts';
export * from './comments/schemas.ts';
export * from './comments/words.ts';
export * from './connects/pipeline.ts';
export * from './connects/schemas.ts';
export * from './connects/words.ts';
export * from './contact/schemas.ts';
export * from './content.ts';
export * from './discovery/constants.ts';
export * from './discovery/schemas.ts';
export * from './discovery/words.ts';
export * from './emails.ts';
export * from './endpoint.ts';
export * from './feed/schemas.ts';
export * from './feed/words.ts';
export * from './i18n.ts';
export * from './landing.ts';
export * from './limits.ts';
export * from './messages/constants.ts';
export * from './messages/schemas.ts';
export * from './messages/words.ts';
export * from './moderation/constants.ts';
export * from './moderation/schemas.ts';
export * from './moderation/words.ts';
export * from './notifications/emails.ts';
export * from './notifications/schemas.ts';
export * from './notifications/texts.ts';
export * from './notifications/words.ts';
export * from './paths.ts';
export * from './phone.ts';
export * from './product.ts';
export * from './profiles/completeness.ts';
export * from './profiles/constants.ts';
export * from './profiles/schemas.ts';
export * from './profiles/words.ts';
export * from './roles.ts';
export * from './schemas/common.ts';
export * from './schemas/role.ts';
export * from './storage-keys.ts';
export * from './talks/schemas.ts';
export * from './talks/words.ts';
export * from './text.ts';
export * from './validation.ts';
export * from './videos/constants.ts';
export * from './videos/schemas.ts';
export * from './videos/words.ts';
export * from './words.ts';
