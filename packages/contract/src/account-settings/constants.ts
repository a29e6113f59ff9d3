/**
 * What a user controls about their account (issue 13): where each kind of notification reaches
 * them, the email digest, who sees their contact details and whether discovery lists them.
 */

/** The kinds a user chooses channels for; every notification type belongs to one. */
export const NOTIFICATION_KINDS = [
  'ignite',
  'message',
  'comment',
  'like',
  'connection',
  'jobs',
  'cofounder',
] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

export interface NotificationChannels {
  inApp: boolean;
  email: boolean;
  /**
   * Issue 29: a push to each device where push is on (a notification on the phone's or the
   * computer's screen with the app closed). It goes with the notice in the app: a kind off in
   * the app is pushed nowhere either.
   */
  push: boolean;
}

/**
 * A kind the user has not chosen for: in the app always; by email and push only what needs an
 * answer (push also for messages, which wait on one too).
 */
export const NOTIFICATION_CHANNEL_DEFAULTS: Readonly<Record<NotificationKind, NotificationChannels>> = {
  ignite: { inApp: true, email: true, push: true },
  message: { inApp: true, email: false, push: true },
  comment: { inApp: true, email: false, push: false },
  like: { inApp: true, email: false, push: false },
  connection: { inApp: true, email: false, push: false },
  // Issue 25: an application, and each answer to it, waits on the other side.
  jobs: { inApp: true, email: true, push: true },
  // Issue 26: an invite waits on an answer; an acceptance opens a conversation.
  cofounder: { inApp: true, email: true, push: true },
};

/**
 * The kind of each stored notification type: an Ignite and its answers; a message; a comment on
 * my video, blog or talk; a like; news from a connection (they posted something); a job application
 * and its moves (issue 25: to the startup when someone applies or withdraws, to the applicant when
 * the startup moves it or it closes unanswered). A moderator's
 * notice (`content-hidden`) has no kind: it always reaches the app, whatever the settings.
 */
export const NOTIFICATION_TYPE_KIND: Readonly<Record<string, NotificationKind>> = {
  ignite: 'ignite',
  'ignite-accepted': 'ignite',
  'ignite-declined': 'ignite',
  'ignite-viewed': 'ignite',
  'ignite-meeting': 'ignite',
  'ignite-passed': 'ignite',
  'ignite-connected': 'ignite',
  message: 'message',
  'message-request': 'message',
  comment: 'comment',
  like: 'like',
  'connection-post': 'connection',
  'job-application': 'jobs',
  'application-update': 'jobs',
  // A moderator opened my posting held for asking money (the poster waits on it).
  'job-approved': 'jobs',
  // Issue 26: a co-founder invite to me, and my invite accepted.
  'cofounder-invite': 'cofounder',
  'cofounder-accepted': 'cofounder',
};

/** Every kind with the user's choice, else the default. */
export const notificationChannels = (
  chosen: Partial<Record<NotificationKind, Partial<NotificationChannels>>> | null | undefined,
): Record<NotificationKind, NotificationChannels> =>
  Object.fromEntries(
    NOTIFICATION_KINDS.map((kind) => [kind, { ...NOTIFICATION_CHANNEL_DEFAULTS[kind], ...chosen?.[kind] }]),
  ) as Record<NotificationKind, NotificationChannels>;

export const DIGEST_CHOICES = ['off', 'daily'] as const;
export type DigestChoice = (typeof DIGEST_CHOICES)[number];

/**
 * Issue 27, Settings → Data saver: videos capped at 240p, never preloaded, smaller posters. 'auto'
 * turns it on when the browser asks to save data (Save-Data) or reports a 2G/3G connection.
 */
export const DATA_SAVER_CHOICES = ['auto', 'on', 'off'] as const;
export type DataSaverChoice = (typeof DATA_SAVER_CHOICES)[number];

/** Who sees a profile's phone number or contact email. */
export const VISIBILITIES = ['nobody', 'connections', 'everyone'] as const;
export type Visibility = (typeof VISIBILITIES)[number];
