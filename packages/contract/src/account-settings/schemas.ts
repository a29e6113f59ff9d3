import { z } from 'zod';
import { ReadReceiptsSchema, WhoCanMessageSchema } from '../messages/schemas.ts';
import { DATA_SAVER_CHOICES, DIGEST_CHOICES, NOTIFICATION_KINDS, VISIBILITIES } from './constants.ts';
import { ACCOUNT_SETTINGS_WORDS } from './words.ts';

const Switch = z.boolean({ error: ACCOUNT_SETTINGS_WORDS.invalidChannel });
const ChannelsSchema = z.strictObject(
  { inApp: Switch, email: Switch, push: Switch },
  { error: ACCOUNT_SETTINGS_WORDS.invalidChannel },
);
const VisibilitySchema = z.enum(VISIBILITIES, { error: ACCOUNT_SETTINGS_WORDS.invalidVisibility });
const DigestSchema = z.enum(DIGEST_CHOICES, { error: ACCOUNT_SETTINGS_WORDS.invalidDigest });
const DataSaverSchema = z.enum(DATA_SAVER_CHOICES, { error: ACCOUNT_SETTINGS_WORDS.invalidDataSaver });
const DiscoverableSchema = z.boolean({ error: ACCOUNT_SETTINGS_WORDS.invalidDiscoverable });
const PublicPreviewSchema = z.boolean({ error: ACCOUNT_SETTINGS_WORDS.invalidPublicPreview });
const PushHidesTextSchema = z.boolean({ error: ACCOUNT_SETTINGS_WORDS.invalidSettings });

const notificationShape = Object.fromEntries(NOTIFICATION_KINDS.map((kind) => [kind, ChannelsSchema])) as {
  [K in (typeof NOTIFICATION_KINDS)[number]]: typeof ChannelsSchema;
};

/** Who sees my phone and contact email on my profile, whether discovery lists me, who can message me, read receipts. */
export const PrivacySettingsSchema = z.strictObject(
  {
    phone: VisibilitySchema,
    email: VisibilitySchema,
    discoverable: DiscoverableSchema,
    /** Issue 15: who can start a conversation with me (strangers' first messages are requests). */
    whoCanMessage: WhoCanMessageSchema,
    /** Issue 15: read receipts and typing, mutual: off, I neither send mine nor see others'. */
    readReceipts: ReadReceiptsSchema,
    /** Issue 26: signed-out visitors and link previews may see my posts' public pages (default on). */
    publicPosts: PublicPreviewSchema,
    /** Issue 26: …and my profile's public page (default off). */
    publicProfile: PublicPreviewSchema,
    /** Issue 26: search engines may list those pages; `noindex` otherwise (default off). */
    publicIndexable: PublicPreviewSchema,
  },
  { error: ACCOUNT_SETTINGS_WORDS.invalidSettings },
);
export type PrivacySettings = z.infer<typeof PrivacySettingsSchema>;

/** GET /api/account/settings: every kind's channels, the digest and privacy. */
export const AccountSettingsSchema = z.object({
  notifications: z.strictObject(notificationShape, { error: ACCOUNT_SETTINGS_WORDS.invalidSettings }),
  digest: DigestSchema,
  privacy: PrivacySettingsSchema,
  /** Issue 27: data saver for videos and pictures. */
  dataSaver: DataSaverSchema,
  /** Issue 29: pushes say who wrote, never what (a message's or comment's words stay in the app). */
  pushHidesText: PushHidesTextSchema,
});
export type AccountSettings = z.infer<typeof AccountSettingsSchema>;

/**
 * PUT /api/account/settings: any part of the settings (a kind's channels, the digest, one privacy
 * choice); what is left out stays as it is. Unknown keys are refused, so a typo changes nothing.
 */
export const AccountSettingsUpdateSchema = z.strictObject(
  {
    notifications: z
      .strictObject(
        Object.fromEntries(
          NOTIFICATION_KINDS.map((kind) => [
            kind,
            z
              .strictObject(
                { inApp: Switch.optional(), email: Switch.optional(), push: Switch.optional() },
                { error: ACCOUNT_SETTINGS_WORDS.invalidChannel },
              )
              .optional(),
          ]),
        ) as {
          [K in (typeof NOTIFICATION_KINDS)[number]]: z.ZodOptional<
            z.ZodObject<
              {
                inApp: z.ZodOptional<typeof Switch>;
                email: z.ZodOptional<typeof Switch>;
                push: z.ZodOptional<typeof Switch>;
              },
              z.core.$strict
            >
          >;
        },
        { error: ACCOUNT_SETTINGS_WORDS.invalidSettings },
      )
      .optional(),
    digest: DigestSchema.optional(),
    privacy: PrivacySettingsSchema.partial().optional(),
    dataSaver: DataSaverSchema.optional(),
    pushHidesText: PushHidesTextSchema.optional(),
  },
  { error: ACCOUNT_SETTINGS_WORDS.invalidSettings },
);
export type AccountSettingsUpdate = z.infer<typeof AccountSettingsUpdateSchema>;

export const AccountSettingsResponseSchema = AccountSettingsSchema.extend({ message: z.string() });
export type AccountSettingsResponse = z.infer<typeof AccountSettingsResponseSchema>;
