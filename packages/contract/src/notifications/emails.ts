import type { NotificationKind } from '../account-settings/constants.ts';
import { PRODUCT_NAME } from '../product.ts';

/**
 * The emails a notification sends, when its kind is on the email channel, and the daily digest.
 * `words` is the notification's text and `items` the digest's list, both already escaped for
 * HTML by the server (they hold names and titles people wrote); the links are our own URLs.
 */
export const NOTIFICATION_EMAILS = {
  subject: {
    ignite: `News about an Ignite on ${PRODUCT_NAME}`,
    message: `A new message on ${PRODUCT_NAME}`,
    comment: `A new comment on your post on ${PRODUCT_NAME}`,
    like: `Someone liked your post on ${PRODUCT_NAME}`,
    connection: `One of your connections posted on ${PRODUCT_NAME}`,
    jobs: `News about a job application on ${PRODUCT_NAME}`,
    cofounder: `News about a co-founder invite on ${PRODUCT_NAME}`,
  } satisfies Record<NotificationKind, string>,
  text: (words: string, link: string, settingsLink: string) =>
    `${words}\n\nSee it on ${PRODUCT_NAME}:\n${link}\n\nTo choose which notifications reach you by email, open your settings:\n${settingsLink}\n`,
  html: (words: string, link: string, settingsLink: string) =>
    `<p>${words}</p><p><a href="${link}">See it on ${PRODUCT_NAME}</a></p><p><a href="${settingsLink}">Choose which notifications reach you by email</a></p>`,
} as const;

/** The daily digest: what the user has not read since the last one. */
export const DIGEST_EMAIL = {
  subject: `Your daily digest from ${PRODUCT_NAME}`,
  text: (items: string, link: string, settingsLink: string) =>
    `Here is what you missed on ${PRODUCT_NAME}:\n\n${items}\n\nSee all your notifications:\n${link}\n\nTo stop the daily digest, open your settings:\n${settingsLink}\n`,
  html: (items: string, link: string, settingsLink: string) =>
    `<p>Here is what you missed on ${PRODUCT_NAME}:</p><ul>${items}</ul><p><a href="${link}">See all your notifications</a></p><p><a href="${settingsLink}">Stop the daily digest</a></p>`,
  /** The last line when the digest lists only the newest of many. */
  more: (count: string) => `…and ${count} more.`,
} as const;
