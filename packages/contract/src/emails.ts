import { PRODUCT_NAME } from './product.ts';

/**
 * The words of the emails IdeaIgnite sends about the account: a subject, a heading, paragraphs,
 * the button's label and notes. The server lays them out (apps/server/src/mail/layout.ts) as
 * plain text and as HTML, escaping every value, with the link both as a button and written out.
 */
export const EMAILS = {
  /** Around every email. */
  layout: {
    linkFallback: 'If the button does not work, copy this link into your browser:',
    footer: `You get this email because of your ${PRODUCT_NAME} account.`,
  },
  verify: {
    subject: `Confirm your email for ${PRODUCT_NAME}`,
    heading: `Welcome to ${PRODUCT_NAME}!`,
    body: 'Please confirm your email address by opening this link.',
    action: 'Confirm your email address',
    note: 'The link works for 48 hours. If you did not sign up, you can ignore this message.',
  },
  reset: {
    subject: `Reset your ${PRODUCT_NAME} password`,
    heading: 'Reset your password',
    body: `Someone (hopefully you) asked to reset the password of your ${PRODUCT_NAME} account.`,
    action: 'Choose a new password',
    note: 'The link works once, for 30 minutes. Resetting signs you out on every device. If you did not ask, you can ignore this message: your password stays the same.',
  },
  unlock: {
    subject: `Sign-in to your ${PRODUCT_NAME} account is locked`,
    heading: 'Too many failed sign-ins',
    body: `There were too many failed sign-ins to your ${PRODUCT_NAME} account, so we locked it for 15 minutes.`,
    action: 'Unlock my account',
    note: 'If it was you, unlock it now: the link works once, for an hour. Devices where you are already signed in stay signed in.',
    resetPage: 'If it was not you, someone may be guessing your password. Reset it here:',
  },
  /** To the new address: the link that makes the change. */
  changeEmail: {
    subject: `Confirm your new email address for ${PRODUCT_NAME}`,
    heading: 'Confirm your new email address',
    body: (oldEmail: string) =>
      `You asked to use this address for your ${PRODUCT_NAME} account instead of ${oldEmail}.`,
    action: 'Confirm this address',
    note: 'The link works once, for 24 hours. Until you open it, you keep signing in with your current address. If you did not ask for this, you can ignore this message.',
  },
  /** To the old address: a change was asked for, and what to do if it was not the owner. */
  changeEmailNotice: {
    subject: `Your ${PRODUCT_NAME} email address is being changed`,
    heading: 'Your email address is being changed',
    body: (newEmail: string) =>
      `Someone signed in to your ${PRODUCT_NAME} account asked to change its email address to ${newEmail}. Nothing changes until the link we sent to that address is opened.`,
    advice:
      'If this was you, there is nothing to do. If it was not, someone may know your password: cancel the change in your settings, end the sessions you do not recognise and change your password.',
    action: 'Open your settings',
    resetPage: 'If you cannot sign in any more, reset your password here:',
  },
  /** To the account's address after a password change or reset (issue 24). */
  passwordChanged: {
    subject: `Your ${PRODUCT_NAME} password was changed`,
    heading: 'Your password was changed',
    body: `The password of your ${PRODUCT_NAME} account was just changed. Links we emailed before it (to reset the password or change the address) no longer work.`,
    cancelledChange: (newEmail: string) =>
      `The change of your email address to ${newEmail} was cancelled. If you still want it, ask for it again in your settings.`,
    advice: 'If this was you, there is nothing to do. If it was not, reset your password now.',
    action: 'Reset your password',
  },
} as const;
