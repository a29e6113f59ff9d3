/** Settings → Notifications in English (the source; words/hi.ts mirrors it). */
export const en = {
  group: 'Notifications',
  channelsHeading: 'Where notifications reach you',
  channelsHint:
    'For each kind, choose whether it shows in the app, arrives by email, or as a push on the devices where you turned push on (a push goes with the notice in the app).',
  kind: 'Kind',
  inApp: 'In the app',
  email: 'By email',
  push: 'By push',
  kinds: {
    ignite: 'Ignites and their answers',
    message: 'Messages',
    comment: 'Comments on my posts',
    like: 'Likes on my videos',
    connection: 'News from my connections',
    jobs: 'Job applications and their answers',
    cofounder: 'Co-founder invites',
  },
  kindHints: {
    ignite: 'Someone ignites you, or answers your Ignite.',
    message: 'One email per person until you read their messages.',
    comment: 'On your videos, blogs and talks.',
    like: 'When someone likes a video of yours.',
    connection: 'A connection posts a video, blog or talk.',
    jobs: 'Someone applies to your job, or a startup answers your application.',
    cofounder: 'A match invites you to be co-founders, or accepts your invite.',
  },
  /** A checkbox's name: the kind, then the channel. */
  channelLabel: (kind: string, channel: string) => `${kind}: ${channel}`,
  saveChannels: 'Save notification settings',
  digestHeading: 'Daily email digest',
  digestHint:
    'Each morning at 8:00 (India time), one email with the notifications you have not read since the last one. Nothing unread, no email.',
  digestOff: 'Off',
  digestDaily: 'Daily',
  saveDigest: 'Save digest',
  pushHeading: 'Push on this device',
  pushHint:
    'Notices on this phone or computer even when IdeaIgnite is closed. Signing out here turns them off.',
  pushOn: 'Push is on for this device.',
  pushOff: 'Push is off for this device.',
  turnOn: 'Turn on push',
  turnOff: 'Turn off push',
  pushUnsupported:
    'This browser cannot show push notifications. On an iPhone, add IdeaIgnite to your home screen first.',
  pushBlocked:
    'Notifications are blocked for IdeaIgnite in this browser. Allow them in the site settings, then try again.',
  pushNotReady: 'Push is still getting ready on this device. Please try again in a moment.',
  pushFailed: 'Push could not be turned on. Please try again.',
  hideText: 'Hide message text in notifications',
  hideTextHint: 'A push says “You have a new message.” instead of what was written.',
  savePush: 'Save',
};
