import type { Catalogue } from '../i18n.ts';
import type { ACCOUNT_SETTINGS_WORDS, DIGEST_EMAIL, NOTIFICATION_EMAILS } from '../notification-emails.ts';
import { PRODUCT_NAME } from '../product.ts';

/** The notification emails and the digest in Hindi: the same links and HTML in the same places. */
export const NOTIFICATION_EMAILS_HI = {
  subject: {
    ignite: `${PRODUCT_NAME} पर एक Ignite की ख़बर`,
    message: `${PRODUCT_NAME} पर एक नया मैसेज`,
    comment: `${PRODUCT_NAME} पर आपकी पोस्ट पर नया कमेंट`,
    like: `${PRODUCT_NAME} पर किसी ने आपका वीडियो लाइक किया`,
    connection: `${PRODUCT_NAME} पर आपके एक कनेक्शन ने कुछ पोस्ट किया`,
  },
  text: (words: string, link: string, settingsLink: string) =>
    `${words}\n\n${PRODUCT_NAME} पर देखें:\n${link}\n\nकौन-सी सूचनाएँ ईमेल से आएँ, यह चुनने के लिए अपनी सेटिंग्स खोलें:\n${settingsLink}\n`,
  html: (words: string, link: string, settingsLink: string) =>
    `<p>${words}</p><p><a href="${link}">${PRODUCT_NAME} पर देखें</a></p><p><a href="${settingsLink}">चुनें कि कौन-सी सूचनाएँ ईमेल से आएँ</a></p>`,
} satisfies Catalogue<typeof NOTIFICATION_EMAILS>;

export const DIGEST_EMAIL_HI = {
  subject: `${PRODUCT_NAME} से आपका रोज़ का सारांश`,
  text: (items: string, link: string, settingsLink: string) =>
    `${PRODUCT_NAME} पर आपसे यह छूट गया:\n\n${items}\n\nअपनी सारी सूचनाएँ देखें:\n${link}\n\nरोज़ का सारांश बंद करने के लिए अपनी सेटिंग्स खोलें:\n${settingsLink}\n`,
  html: (items: string, link: string, settingsLink: string) =>
    `<p>${PRODUCT_NAME} पर आपसे यह छूट गया:</p><ul>${items}</ul><p><a href="${link}">अपनी सारी सूचनाएँ देखें</a></p><p><a href="${settingsLink}">रोज़ का सारांश बंद करें</a></p>`,
  more: (count: string) => `…और ${count} सूचनाएँ।`,
} satisfies Catalogue<typeof DIGEST_EMAIL>;

export const ACCOUNT_SETTINGS_WORDS_HI = {
  saved: 'आपकी सेटिंग्स सेव हो गई हैं।',
  invalidSettings: 'ये सेटिंग्स पढ़ी नहीं जा सकीं। कृपया दिखाए गए विकल्पों में से चुनें।',
  invalidChannel: 'हर सूचना और हर तरीके के लिए चालू या बंद चुनें।',
  invalidDigest: 'कृपया रोज़ का सारांश या कोई नहीं चुनें।',
  invalidVisibility: 'कृपया कोई नहीं, आपके कनेक्शन या सभी में से चुनें।',
  invalidDiscoverable: 'चुनें कि आपकी प्रोफ़ाइल खोज में दिखे या नहीं।',
} satisfies Catalogue<typeof ACCOUNT_SETTINGS_WORDS>;
