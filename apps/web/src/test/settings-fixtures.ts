import { type AccountSettings, NOTIFICATION_CHANNEL_DEFAULTS } from '@ideaignite/contract';

/** A member's settings as GET /api/account/settings answers them: the defaults, with `privacy` changes. */
export function makeAccountSettings(
  privacy: Partial<AccountSettings['privacy']> = {},
  rest: Partial<Omit<AccountSettings, 'privacy'>> = {},
): AccountSettings {
  return {
    notifications: NOTIFICATION_CHANNEL_DEFAULTS,
    digest: 'off',
    privacy: {
      phone: 'nobody',
      email: 'everyone',
      discoverable: true,
      whoCanMessage: 'everyone',
      readReceipts: true,
      publicPosts: true,
      publicProfile: false,
      publicIndexable: false,
      ...privacy,
    },
    dataSaver: 'auto',
    pushHidesText: false,
    ...rest,
  };
}
