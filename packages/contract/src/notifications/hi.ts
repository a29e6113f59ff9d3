import type { Catalogue } from '../i18n.ts';
import { JOB_LIMITS } from '../jobs/constants.ts';
import { PRODUCT_NAME } from '../product.ts';
import type { DIGEST_EMAIL, NOTIFICATION_EMAILS } from './emails.ts';
import { clipNotificationText, type NOTIFICATION_TEXTS } from './texts.ts';
import type { NOTIFICATIONS_WORDS } from './words.ts';

/** What the notification routes say, in Hindi. */
export const NOTIFICATIONS_WORDS_HI = {
  notificationNotFound: 'वह नोटिफ़िकेशन नहीं मिला।',
  markedRead: 'पढ़ा हुआ मार्क कर दिया।',
} satisfies Catalogue<typeof NOTIFICATIONS_WORDS>;

/**
 * Every notification's words in Hindi. Names and titles are the notification's own `params`,
 * shortened with the same `clip` as the English. Each name is followed by "ने", so the stand-ins
 * for a nameless person are phrases that take it ("एक सदस्य ने", never "कोई ने").
 */
export const NOTIFICATION_TEXTS_HI = {
  ignite: (hustlerName: string, project: string) =>
    project
      ? `${hustlerName} ने ${project} के बारे में आपको Ignite किया है और आपसे जुड़ना चाहते हैं।`
      : `${hustlerName} ने आपको Ignite किया है और आपसे जुड़ना चाहते हैं।`,
  igniteAccepted: (investorName: string) =>
    `${investorName} ने आपका Ignite स्वीकार कर लिया है। अब बातचीत शुरू करें!`,
  igniteDeclined: (investorName: string) =>
    `${investorName} ने इस बार आपका Ignite स्वीकार नहीं किया। आगे बढ़ते रहें!`,
  igniteViewed: (investorName: string) => `${investorName} ने आपका Ignite देख लिया है।`,
  igniteMeeting: (investorName: string) => `${investorName} आपके Ignite के बारे में आपसे मिलना चाहते हैं।`,
  ignitePassed: (investorName: string, reason: string) =>
    reason
      ? `${investorName} ने आपके Ignite पर आगे न बढ़ने का फ़ैसला किया: “${clipNotificationText(reason, 80)}”`
      : `${investorName} ने इस बार आपके Ignite पर आगे न बढ़ने का फ़ैसला किया। आगे बढ़ते रहें!`,
  igniteConnected: (hustlerName: string) => `${hustlerName} ने आपकी मीटिंग रिक्वेस्ट मान ली है। अब आप जुड़ गए हैं।`,
  like: (likerName: string, videoTitle: string) => `${likerName} ने आपका वीडियो “${videoTitle}” लाइक किया।`,
  likeBlog: (likerName: string, title: string) =>
    `${likerName} ने आपका ब्लॉग “${clipNotificationText(title, 60)}” लाइक किया।`,
  likeTalk: (likerName: string, title: string) =>
    `${likerName} ने आपका टॉक “${clipNotificationText(title, 60)}” लाइक किया।`,
  commentOnVideo: (authorName: string, title: string, text: string) =>
    `${authorName} ने आपके वीडियो “${clipNotificationText(title, 60)}” पर कमेंट किया: “${clipNotificationText(text, 60)}”`,
  commentOnBlog: (authorName: string, title: string, text: string) =>
    `${authorName} ने आपके ब्लॉग “${clipNotificationText(title, 60)}” पर कमेंट किया: “${clipNotificationText(text, 60)}”`,
  commentOnTalk: (authorName: string, title: string, text: string) =>
    `${authorName} ने आपके टॉक “${clipNotificationText(title, 60)}” पर कमेंट किया: “${clipNotificationText(text, 60)}”`,
  message: (senderName: string, text: string) =>
    `${senderName} ने आपको मैसेज भेजा: “${clipNotificationText(text, 80)}”`,
  messageRequest: (senderName: string, text: string) =>
    `${senderName} आपको मैसेज भेजना चाहते हैं: “${clipNotificationText(text, 80)}”। यह आपकी मैसेज रिक्वेस्ट में है।`,
  contentHidden: (title: string) =>
    `आपकी पोस्ट “${clipNotificationText(title, 60)}” एक रिपोर्ट के बाद हमारे मॉडरेटर ने छिपा दी है: यह IdeaIgnite के कम्युनिटी नियमों के ख़िलाफ़ है।`,
  connectionPostVideo: (authorName: string, title: string) =>
    `आपके कनेक्शन ${authorName} ने नया वीडियो पोस्ट किया: “${clipNotificationText(title, 60)}”`,
  connectionPostBlog: (authorName: string, title: string) =>
    `आपके कनेक्शन ${authorName} ने नया ब्लॉग पोस्ट किया: “${clipNotificationText(title, 60)}”`,
  connectionPostTalk: (authorName: string, title: string) =>
    `आपके कनेक्शन ${authorName} ने नया टॉक पोस्ट किया: “${clipNotificationText(title, 60)}”`,
  jobApplication: (applicantName: string, jobTitle: string) =>
    `${applicantName} ने आपकी नौकरी “${clipNotificationText(jobTitle, 60)}” के लिए आवेदन किया है।`,
  applicationUpdate: (startupName: string, jobTitle: string, status: string, reason: string) => {
    const title = `“${clipNotificationText(jobTitle, 60)}”`;
    switch (status) {
      case 'viewed':
        return `${startupName} ने ${title} के लिए आपका आवेदन देख लिया है।`;
      case 'shortlisted':
        return `${startupName} ने आपको ${title} के लिए शॉर्टलिस्ट किया है। अब आप उन्हें मैसेज कर सकते हैं।`;
      case 'interview':
        return `${startupName} ${title} के लिए आपका इंटरव्यू लेना चाहते हैं।`;
      case 'offer':
        return `${startupName} ने आपको ${title} के लिए ऑफ़र दिया है!`;
      case 'hired':
        return `${startupName} ने आपको ${title} के लिए चुन लिया है। बधाई हो!`;
      case 'notSelected':
        return reason
          ? `${startupName} ने इस बार ${title} के लिए आपको नहीं चुना: “${clipNotificationText(reason, 80)}”`
          : `${startupName} ने इस बार ${title} के लिए आपको नहीं चुना। आगे बढ़ते रहें!`;
      case 'noResponse':
        return `${title} के लिए ${startupName} को भेजा गया आपका आवेदन बंद हो गया है: आवेदन की आख़िरी तारीख़ के ${JOB_LIMITS.noResponseDays} दिन बाद तक किसी ने जवाब नहीं दिया।`;
      default:
        return `${startupName} ने ${title} के लिए आपका आवेदन अपडेट किया है।`;
    }
  },
  applicationWithdrawn: (applicantName: string, jobTitle: string) =>
    `${applicantName} ने “${clipNotificationText(jobTitle, 60)}” के लिए अपना आवेदन वापस ले लिया है।`,
  applicationClosed: (applicantName: string, jobTitle: string) =>
    `“${clipNotificationText(jobTitle, 60)}” के लिए ${applicantName} का आवेदन “कोई जवाब नहीं” के साथ बंद हो गया है: आवेदन की आख़िरी तारीख़ के ${JOB_LIMITS.noResponseDays} दिन बाद तक किसी ने जवाब नहीं दिया।`,
  jobApproved: (jobTitle: string) =>
    `हमारे मॉडरेटर ने आपकी पोस्टिंग “${clipNotificationText(jobTitle, 60)}” जाँच ली है: यह उम्मीदवारों से कुछ नहीं माँगती, और अब जॉब बोर्ड पर खुली है।`,
  cofounderInvite: (senderName: string, note: string) =>
    note
      ? `${senderName} ने आपको को-फ़ाउंडर बनने के लिए इनवाइट किया है: “${clipNotificationText(note, 80)}”`
      : `${senderName} ने आपको को-फ़ाउंडर बनने के लिए इनवाइट किया है।`,
  cofounderAccepted: (inviteeName: string) =>
    `${inviteeName} ने आपका को-फ़ाउंडर इनवाइट स्वीकार कर लिया है। बातचीत शुरू करें!`,
  /** Stand-ins for a person whose profile has no name yet. */
  someone: 'एक सदस्य',
  aHustler: 'एक हसलर',
  theInvestor: 'इन्वेस्टर',
  theStartup: 'स्टार्टअप',
} satisfies Catalogue<typeof NOTIFICATION_TEXTS>;

/** The notification emails and the digest in Hindi: the same links and HTML in the same places. */
export const NOTIFICATION_EMAILS_HI = {
  subject: {
    ignite: `${PRODUCT_NAME} पर एक Ignite की ख़बर`,
    message: `${PRODUCT_NAME} पर एक नया मैसेज`,
    comment: `${PRODUCT_NAME} पर आपकी पोस्ट पर नया कमेंट`,
    like: `${PRODUCT_NAME} पर किसी ने आपकी पोस्ट लाइक की`,
    connection: `${PRODUCT_NAME} पर आपके एक कनेक्शन ने कुछ पोस्ट किया`,
    jobs: `${PRODUCT_NAME} पर एक नौकरी के आवेदन की ख़बर`,
    cofounder: `${PRODUCT_NAME} पर एक को-फ़ाउंडर इनवाइट की ख़बर`,
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
