import {
  type Locale,
  NOTIFICATION_EMAILS,
  NOTIFICATION_TEXTS,
  NOTIFICATION_TYPE_KIND,
  type NotificationChannels,
  type NotificationKind,
  type NotificationText,
  notificationMessage,
  notificationPost,
  postPath,
} from '@ideaignite/contract';
import { NOTIFICATION_EMAILS_HI, NOTIFICATION_TEXTS_HI } from '@ideaignite/contract/hi';
import type { Container } from '../../lib/container.ts';
import { escapeHtml } from '../../mail/layout.ts';
import { canReach } from '../blocks/index.ts';
import { findRecipient, type Recipient } from './recipients-repository.ts';

/** A notification's words in `locale`. */
export const notificationWords = (text: NotificationText, locale: Locale = 'en-IN') =>
  notificationMessage(locale === 'hi-IN' ? NOTIFICATION_TEXTS_HI : NOTIFICATION_TEXTS, text);

/** What making a notification needs: storing and pushing it, and mailing it when asked to. */
export type NotifyDeps = Pick<Container, 'db' | 'realtime' | 'scheduler' | 'mailer' | 'publicUrl' | 'log'>;

/** The kind a notification type belongs to (an unknown type counts as in-app only). */
export const kindOf = (type: string): NotificationKind | undefined => NOTIFICATION_TYPE_KIND[type];

/** The channels of `type` for this recipient: an unknown type reaches the app only. */
export function channelsFor(recipient: Pick<Recipient, 'channels'>, type: string): NotificationChannels {
  const kind = kindOf(type);
  return kind ? recipient.channels[kind] : { inApp: true, email: false, push: true };
}

/**
 * The page of the web app each notification's mail links to: a key added without its page here is
 * a type error. A message links to the chat with its sender.
 */
const NOTIFICATION_PATHS: Record<Exclude<NotificationText['key'], 'message' | 'messageRequest'>, string> = {
  // An investor's Ignite inbox, and a Hustler's pipeline (issue 14).
  ignite: '/ignites',
  igniteConnected: '/ignites',
  igniteViewed: '/pipeline',
  igniteMeeting: '/pipeline',
  ignitePassed: '/pipeline',
  // Stored before the pipeline replaced accept and decline.
  igniteAccepted: '/networking',
  igniteDeclined: '/networking',
  // A post's notice opens the post at its own address (notificationPost); these lists are for
  // notices that name none (older comment notices).
  like: '/videos',
  likeBlog: '/blogs',
  likeTalk: '/talks',
  commentOnVideo: '/videos',
  connectionPostVideo: '/videos',
  commentOnBlog: '/blogs',
  connectionPostBlog: '/blogs',
  commentOnTalk: '/talks',
  connectionPostTalk: '/talks',
  // A moderator's notice: the notifications page says what was hidden.
  contentHidden: '/notifications',
  // Issue 25: the startup's postings (each with its tracker), and the applicant's applications.
  jobApplication: '/jobs/mine',
  applicationWithdrawn: '/jobs/mine',
  applicationClosed: '/jobs/mine',
  applicationUpdate: '/jobs/applications',
  jobApproved: '/jobs/mine',
  // Issue 26: an invite waits, and an accepted one is a connection, on the Networking page.
  cofounderInvite: '/networking',
  cofounderAccepted: '/networking',
};

/** Where the app shows what a notification is about (a path of the web app). */
export function notificationPath(
  text: NotificationText,
  actorId: string | null | undefined,
  entityId?: string | null,
): string {
  const post = notificationPost({ params: text, entityId });
  if (post) return postPath(post.kind, post.id);
  if (text.key === 'messageRequest') return '/messages?folder=requests';
  if (text.key !== 'message') return NOTIFICATION_PATHS[text.key];
  return actorId ? `/messages?to=${encodeURIComponent(actorId)}` : '/messages';
}

/** The page where a user chooses which notifications email them. */
export const notificationSettingsUrl = (publicUrl: string) => `${publicUrl}/settings#notifications`;

/** One notification as a mail in the recipient's language: subject per kind, text and HTML. */
export function notificationMail(
  publicUrl: string,
  recipient: Pick<Recipient, 'email' | 'locale'>,
  kind: NotificationKind,
  text: NotificationText,
  actorId: string | null | undefined,
  entityId?: string | null,
) {
  const mail = recipient.locale === 'hi-IN' ? NOTIFICATION_EMAILS_HI : NOTIFICATION_EMAILS;
  const words = notificationWords(text, recipient.locale);
  const link = `${publicUrl}${notificationPath(text, actorId, entityId)}`;
  const settings = notificationSettingsUrl(publicUrl);
  return {
    to: recipient.email,
    subject: mail.subject[kind],
    text: mail.text(words, link, settings),
    // Names, titles and messages are people's words: escaped before they go into the HTML.
    html: mail.html(escapeHtml(words), escapeHtml(link), escapeHtml(settings)),
    language: recipient.locale,
  };
}

/**
 * Mails a notification. A mail that cannot be handed over is logged, never thrown: the comment,
 * like or message that caused it has already happened.
 */
export async function sendNotificationMail(
  deps: Pick<Container, 'mailer' | 'publicUrl' | 'log'>,
  recipient: Pick<Recipient, 'email' | 'locale'>,
  kind: NotificationKind,
  text: NotificationText,
  actorId: string | null | undefined,
  entityId?: string | null,
): Promise<void> {
  try {
    await deps.mailer.send(notificationMail(deps.publicUrl, recipient, kind, text, actorId, entityId));
  } catch (error) {
    deps.log.error({ err: error, kind }, 'notification mail not sent');
  }
}

/**
 * Who gets a notification: undefined when they are gone or erased, or when `actorId` may not
 * reach them (a block either way, a suspended account: modules/blocks/reach.ts). Every channel
 * (in the app, email, push later) asks here before it tells anyone.
 */
export async function reachableRecipient(
  db: Container['db'],
  userId: string,
  actorId: string | null | undefined,
): Promise<Recipient | undefined> {
  if (actorId && !(await canReach(db, actorId, userId))) return undefined;
  return findRecipient(db, userId);
}

/**
 * For notifications stored by their own statement (an Ignite, a message): mails it when the
 * recipient has email on for its kind.
 */
export async function mailIfChosen(
  deps: NotifyDeps,
  input: { userId: string; type: string; params: NotificationText; actorId?: string | null },
): Promise<void> {
  const kind = kindOf(input.type);
  if (!kind) return;
  const recipient = await reachableRecipient(deps.db, input.userId, input.actorId);
  if (!recipient?.channels[kind].email) return;
  await sendNotificationMail(deps, recipient, kind, input.params, input.actorId);
}
