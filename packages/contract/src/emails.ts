import { PRODUCT_NAME } from './product.ts';

/**
 * The emails IdeaIgnite sends, each as a subject, a plain-text body and an HTML body. `link` is
 * one of our own URLs (a token in base64url), never user input, so the HTML needs no escaping.
 */
export const EMAILS = {
  verify: {
    subject: `Confirm your email for ${PRODUCT_NAME}`,
    text: (link: string) =>
      `Welcome to ${PRODUCT_NAME}!\n\nPlease confirm your email address by opening this link:\n${link}\n\nThe link works for 48 hours. If you did not sign up, you can ignore this message.\n`,
    html: (link: string) =>
      `<p>Welcome to ${PRODUCT_NAME}!</p><p><a href="${link}">Confirm your email address</a></p><p>The link works for 48 hours.</p>`,
  },
  reset: {
    subject: `Reset your ${PRODUCT_NAME} password`,
    text: (link: string) =>
      `Someone (hopefully you) asked to reset the password of your ${PRODUCT_NAME} account.\n\nChoose a new password here:\n${link}\n\nThe link works once, for 30 minutes. Resetting signs you out on every device. If you did not ask, you can ignore this message: your password stays the same.\n`,
    html: (link: string) =>
      `<p>Someone (hopefully you) asked to reset the password of your ${PRODUCT_NAME} account.</p><p><a href="${link}">Choose a new password</a></p><p>The link works once, for 30 minutes. If you did not ask, you can ignore this message.</p>`,
  },
  unlock: {
    subject: `Sign-in to your ${PRODUCT_NAME} account is locked`,
    text: (link: string, resetPage: string) =>
      `There were too many failed sign-ins to your ${PRODUCT_NAME} account, so we locked it for 15 minutes.\n\nIf it was you, unlock it now with this link (it works once, for an hour):\n${link}\n\nIf it was not you, someone may be guessing your password: reset it here:\n${resetPage}\n\nDevices where you are already signed in stay signed in.\n`,
    html: (link: string, resetPage: string) =>
      `<p>There were too many failed sign-ins to your ${PRODUCT_NAME} account, so we locked it for 15 minutes.</p><p><a href="${link}">Unlock my account</a> (works once, for an hour)</p><p>If it was not you, <a href="${resetPage}">reset your password</a>.</p>`,
  },
} as const;
