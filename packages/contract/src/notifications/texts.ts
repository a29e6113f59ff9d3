import type { Catalogue } from '../i18n.ts';
import { JOB_LIMITS } from '../jobs/constants.ts';

/**
 * The words of every notification. A notification keeps the names and titles it was made with
 * (its `params`), so it is shown in the language of whoever reads it, when they read it.
 */
const clip = (text: string, max: number) => (text.length > max ? `${text.slice(0, max - 3)}…` : text);

export const NOTIFICATION_TEXTS = {
  ignite: (hustlerName: string, project: string) =>
    project
      ? `${hustlerName} ignited you about ${project} and would like to connect.`
      : `${hustlerName} ignited you and would like to connect.`,
  igniteAccepted: (investorName: string) => `${investorName} accepted your Ignite. Start the conversation!`,
  igniteDeclined: (investorName: string) => `${investorName} declined your Ignite this time. Keep building!`,
  igniteViewed: (investorName: string) => `${investorName} viewed your Ignite.`,
  igniteMeeting: (investorName: string) => `${investorName} would like to meet you about your Ignite.`,
  ignitePassed: (investorName: string, reason: string) =>
    reason
      ? `${investorName} passed on your Ignite: “${clip(reason, 80)}”`
      : `${investorName} passed on your Ignite this time. Keep building!`,
  igniteConnected: (hustlerName: string) =>
    `${hustlerName} took your meeting request. You are connected now.`,
  like: (likerName: string, videoTitle: string) => `${likerName} liked your video “${videoTitle}”.`,
  likeBlog: (likerName: string, title: string) => `${likerName} liked your blog “${clip(title, 60)}”.`,
  likeTalk: (likerName: string, title: string) => `${likerName} liked your talk “${clip(title, 60)}”.`,
  commentOnVideo: (authorName: string, title: string, text: string) =>
    `${authorName} commented on your video “${clip(title, 60)}”: “${clip(text, 60)}”`,
  commentOnBlog: (authorName: string, title: string, text: string) =>
    `${authorName} commented on your blog “${clip(title, 60)}”: “${clip(text, 60)}”`,
  commentOnTalk: (authorName: string, title: string, text: string) =>
    `${authorName} commented on your talk “${clip(title, 60)}”: “${clip(text, 60)}”`,
  message: (senderName: string, text: string) => `${senderName} sent you a message: “${clip(text, 80)}”`,
  /** Issue 15: a stranger's first message, in Requests; sent once per request. */
  messageRequest: (senderName: string, text: string) =>
    `${senderName} wants to send you a message: “${clip(text, 80)}”. It is in your message requests.`,
  /** Issue 15: a moderator hid something I posted (its title, or the start of its text). */
  contentHidden: (title: string) =>
    `Our moderators hid “${clip(title, 60)}”, which you posted, after a report: it breaks IdeaIgnite's community rules.`,
  connectionPostVideo: (authorName: string, title: string) =>
    `${authorName}, one of your connections, posted a new video: “${clip(title, 60)}”`,
  connectionPostBlog: (authorName: string, title: string) =>
    `${authorName}, one of your connections, posted a new blog: “${clip(title, 60)}”`,
  connectionPostTalk: (authorName: string, title: string) =>
    `${authorName}, one of your connections, posted a new talk: “${clip(title, 60)}”`,
  /** Issue 25: a job seeker applied to the startup's posting. */
  jobApplication: (applicantName: string, jobTitle: string) =>
    `${applicantName} applied to your job “${clip(jobTitle, 60)}”.`,
  /**
   * Issue 25: the startup moved my application to `status` (an APPLICATION_STATUSES value; a
   * `notSelected` may carry the startup's reason), or nobody answered it in time (`noResponse`).
   */
  applicationUpdate: (startupName: string, jobTitle: string, status: string, reason: string) => {
    const title = `“${clip(jobTitle, 60)}”`;
    switch (status) {
      case 'viewed':
        return `${startupName} viewed your application to ${title}.`;
      case 'shortlisted':
        return `${startupName} shortlisted you for ${title}. You can message them now.`;
      case 'interview':
        return `${startupName} would like to interview you for ${title}.`;
      case 'offer':
        return `${startupName} made you an offer for ${title}!`;
      case 'hired':
        return `${startupName} hired you for ${title}. Congratulations!`;
      case 'notSelected':
        return reason
          ? `${startupName} did not select you for ${title}: “${clip(reason, 80)}”`
          : `${startupName} did not select you for ${title} this time. Keep going!`;
      case 'noResponse':
        return `Your application to ${title} at ${startupName} has closed: nobody answered it within ${JOB_LIMITS.noResponseDays} days of the apply-by date.`;
      default:
        return `${startupName} updated your application to ${title}.`;
    }
  },
  /** Issue 25: the applicant withdrew their application to the startup's posting. */
  applicationWithdrawn: (applicantName: string, jobTitle: string) =>
    `${applicantName} withdrew their application to “${clip(jobTitle, 60)}”.`,
  /** Issue 25: an application to the startup's posting closed unanswered (the scheduled close). */
  applicationClosed: (applicantName: string, jobTitle: string) =>
    `The application of ${applicantName} to “${clip(jobTitle, 60)}” closed as No response: nobody answered it within ${JOB_LIMITS.noResponseDays} days of the apply-by date.`,
  /**
   * Issue 25: a moderator found that my posting, held for asking money, asks for none: it is open.
   */
  jobApproved: (jobTitle: string) =>
    `Our moderators checked your posting “${clip(jobTitle, 60)}”: it asks candidates for nothing, and it is open on the jobs board now.`,
  /** Issue 26: someone invited me to be co-founders, with their note (maybe empty). */
  cofounderInvite: (senderName: string, note: string) =>
    note
      ? `${senderName} invited you to be co-founders: “${clip(note, 80)}”`
      : `${senderName} invited you to be co-founders.`,
  /** Issue 26: the person I invited accepted; we can talk now. */
  cofounderAccepted: (inviteeName: string) =>
    `${inviteeName} accepted your co-founder invite. Start the conversation!`,
  /** Stand-ins for a person whose profile has no name yet. */
  someone: 'Someone',
  aHustler: 'A hustler',
  theInvestor: 'The investor',
  theStartup: 'The startup',
} as const;

type TextKey = {
  [K in keyof typeof NOTIFICATION_TEXTS]: (typeof NOTIFICATION_TEXTS)[K] extends string ? never : K;
}[keyof typeof NOTIFICATION_TEXTS];

/**
 * Which text a notification uses, and the values it is filled with, in order; `postId`: the video,
 * blog or talk a comment notification is about (its entityId is the comment).
 */
export type NotificationText = {
  [K in TextKey]: { key: K; args: Parameters<(typeof NOTIFICATION_TEXTS)[K]>; postId?: string };
}[TextKey];

/** Shortens a quoted name or text as the notifications do (exported for the Hindi twin). */
export { clip as clipNotificationText };

/**
 * The longest text a notification's params need keep: one more character than it shows, so the
 * shortened text still ends in "…" (a title is shown in 60, a comment in 60, a message in 80).
 */
export const NOTIFICATION_TEXT_KEEP = 81;

/** The text keys, for checking stored params. */
export const NOTIFICATION_TEXT_KEYS = [
  'ignite',
  'igniteAccepted',
  'igniteDeclined',
  'igniteViewed',
  'igniteMeeting',
  'ignitePassed',
  'igniteConnected',
  'like',
  'likeBlog',
  'likeTalk',
  'commentOnVideo',
  'commentOnBlog',
  'commentOnTalk',
  'message',
  'messageRequest',
  'contentHidden',
  'connectionPostVideo',
  'connectionPostBlog',
  'connectionPostTalk',
  'jobApplication',
  'applicationUpdate',
  'applicationWithdrawn',
  'applicationClosed',
  'jobApproved',
  'cofounderInvite',
  'cofounderAccepted',
] as const satisfies readonly TextKey[];
// Every text key is listed: a text added without its key here is a type error.
const everyTextKeyListed: TextKey extends (typeof NOTIFICATION_TEXT_KEYS)[number] ? true : never = true;
void everyTextKeyListed;

type StandIn = 'someone' | 'aHustler' | 'theInvestor' | 'theStartup';

/** The stand-in for an unnamed first person of each text. */
const STAND_IN = {
  ignite: 'aHustler',
  igniteAccepted: 'theInvestor',
  igniteDeclined: 'theInvestor',
  igniteViewed: 'theInvestor',
  igniteMeeting: 'theInvestor',
  ignitePassed: 'theInvestor',
  igniteConnected: 'aHustler',
  applicationUpdate: 'theStartup',
} as const satisfies Partial<Record<TextKey, StandIn>>;

/** Loosely: a `NotificationText` as stored or sent (checked before it is used). */
export const isNotificationText = (value: unknown): value is NotificationText => {
  if (!value || typeof value !== 'object') return false;
  const { key, args } = value as { key?: unknown; args?: unknown };
  return (
    (NOTIFICATION_TEXT_KEYS as readonly unknown[]).includes(key) &&
    Array.isArray(args) &&
    args.length === NOTIFICATION_TEXTS[key as TextKey].length &&
    args.every((arg) => typeof arg === 'string')
  );
};

/**
 * A notification's words in one language (`texts`: NOTIFICATION_TEXTS or its Hindi twin); a
 * person with no name yet is "Someone" (or "A hustler", "The investor") in that language.
 */
export function notificationMessage(
  texts: Catalogue<typeof NOTIFICATION_TEXTS>,
  text: { readonly key: TextKey; readonly args: readonly string[] },
): string {
  const [name, ...rest] = text.args;
  const standIn = texts[(STAND_IN as Partial<Record<TextKey, StandIn>>)[text.key] ?? 'someone'];
  // The args were checked against the key (isNotificationText, or the NotificationText type).
  const render = texts[text.key] as (...args: string[]) => string;
  return render(name || standIn, ...rest);
}
