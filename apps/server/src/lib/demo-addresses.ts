/**
 * The addresses the demo data uses, which the running server must know about whether or not it
 * seeds (the demo content itself lives in db/seed/ and is imported by the seed only):
 * sign-up refuses the demo domain, and with demo data on and ADMIN_EMAILS unset the moderators
 * default to the demo moderator (config.ts).
 */

/** Every demo address is on this domain; only the seed makes accounts on it (sign-up refuses it). */
export const DEMO_EMAIL_DOMAIN = '@demo.ideaignite.in';

/** The demo moderator (issue 15, the demo password), so the report queue can be tried at once. */
export const DEMO_MODERATOR_EMAIL = `moderator${DEMO_EMAIL_DOMAIN}`;
