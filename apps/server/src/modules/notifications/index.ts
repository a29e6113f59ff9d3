/**
 * The notifications module's front door: what other modules and app.ts may use of it. Anything not
 * exported here is the module's own (scripts/lib/structure-rules.mjs checks it).
 */
export { notifyConnectionsOfPost } from './connection-news.ts';
export type { NotifyDeps } from './notification-mail.ts';
export { mailIfChosen, sendNotificationMail } from './notification-mail.ts';
export {
  forgetNotificationsAbout,
  notificationWords,
  notify,
  pushNotification,
} from './notifications-service.ts';
/** Query parts: SQL pieces other modules' repositories put inside their own statements. */
export { channelsOn, hasPushDevices, inAppOn } from './query-parts.ts';
