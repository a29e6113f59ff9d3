import type { Catalogue } from '../i18n.ts';
import { clipNotificationText as clip, type NOTIFICATION_TEXTS } from '../notifications.ts';

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
      ? `${investorName} ने आपके Ignite पर आगे न बढ़ने का फ़ैसला किया: “${clip(reason, 80)}”`
      : `${investorName} ने इस बार आपके Ignite पर आगे न बढ़ने का फ़ैसला किया। आगे बढ़ते रहें!`,
  igniteConnected: (hustlerName: string) => `${hustlerName} ने आपकी मीटिंग रिक्वेस्ट मान ली है। अब आप जुड़ गए हैं।`,
  like: (likerName: string, videoTitle: string) => `${likerName} ने आपका वीडियो “${videoTitle}” लाइक किया।`,
  commentOnVideo: (authorName: string, title: string, text: string) =>
    `${authorName} ने आपके वीडियो “${clip(title, 60)}” पर कमेंट किया: “${clip(text, 60)}”`,
  commentOnBlog: (authorName: string, title: string, text: string) =>
    `${authorName} ने आपके ब्लॉग “${clip(title, 60)}” पर कमेंट किया: “${clip(text, 60)}”`,
  commentOnTalk: (authorName: string, title: string, text: string) =>
    `${authorName} ने आपके टॉक “${clip(title, 60)}” पर कमेंट किया: “${clip(text, 60)}”`,
  message: (senderName: string, text: string) => `${senderName} ने आपको मैसेज भेजा: “${clip(text, 80)}”`,
  messageRequest: (senderName: string, text: string) =>
    `${senderName} आपको मैसेज भेजना चाहते हैं: “${clip(text, 80)}”। यह आपकी मैसेज रिक्वेस्ट में है।`,
  contentHidden: (title: string) =>
    `आपकी पोस्ट “${clip(title, 60)}” एक रिपोर्ट के बाद हमारे मॉडरेटर ने छिपा दी है: यह IdeaIgnite के कम्युनिटी नियमों के ख़िलाफ़ है।`,
  connectionPostVideo: (authorName: string, title: string) =>
    `आपके कनेक्शन ${authorName} ने नया वीडियो पोस्ट किया: “${clip(title, 60)}”`,
  connectionPostBlog: (authorName: string, title: string) =>
    `आपके कनेक्शन ${authorName} ने नया ब्लॉग पोस्ट किया: “${clip(title, 60)}”`,
  connectionPostTalk: (authorName: string, title: string) =>
    `आपके कनेक्शन ${authorName} ने नया टॉक पोस्ट किया: “${clip(title, 60)}”`,
  /** Stand-ins for a person whose profile has no name yet. */
  someone: 'एक सदस्य',
  aHustler: 'एक हसलर',
  theInvestor: 'इन्वेस्टर',
} satisfies Catalogue<typeof NOTIFICATION_TEXTS>;
