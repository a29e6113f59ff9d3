import type { EMAILS } from '../emails.ts';
import type { Catalogue } from '../i18n.ts';
import { PRODUCT_NAME } from '../product.ts';

/**
 * The emails in Hindi: the same subject, plain text and HTML, with each link in the same place.
 * `link` is one of our own URLs, never user input, so the HTML needs no escaping.
 */
export const EMAILS_HI = {
  verify: {
    subject: `${PRODUCT_NAME} के लिए अपना ईमेल कन्फ़र्म करें`,
    text: (link: string) =>
      `${PRODUCT_NAME} पर आपका स्वागत है!\n\nकृपया यह लिंक खोलकर अपना ईमेल पता कन्फ़र्म करें:\n${link}\n\nयह लिंक 48 घंटे तक काम करेगा। अगर आपने साइन अप नहीं किया है, तो इस मैसेज को अनदेखा कर सकते हैं।\n`,
    html: (link: string) =>
      `<p>${PRODUCT_NAME} पर आपका स्वागत है!</p><p><a href="${link}">अपना ईमेल पता कन्फ़र्म करें</a></p><p>यह लिंक 48 घंटे तक काम करेगा।</p>`,
  },
  reset: {
    subject: `अपना ${PRODUCT_NAME} पासवर्ड रीसेट करें`,
    text: (link: string) =>
      `किसी ने (उम्मीद है आपने ही) आपके ${PRODUCT_NAME} अकाउंट का पासवर्ड रीसेट करने के लिए कहा है।\n\nनया पासवर्ड यहाँ चुनें:\n${link}\n\nयह लिंक सिर्फ़ एक बार, 30 मिनट तक काम करेगा। पासवर्ड रीसेट करने पर आप हर डिवाइस से साइन आउट हो जाएँगे। अगर आपने रीसेट नहीं माँगा था, तो इस मैसेज को अनदेखा कर सकते हैं: आपका पासवर्ड वही रहेगा।\n`,
    html: (link: string) =>
      `<p>किसी ने (उम्मीद है आपने ही) आपके ${PRODUCT_NAME} अकाउंट का पासवर्ड रीसेट करने के लिए कहा है।</p><p><a href="${link}">नया पासवर्ड चुनें</a></p><p>यह लिंक सिर्फ़ एक बार, 30 मिनट तक काम करेगा। अगर आपने रीसेट नहीं माँगा था, तो इस मैसेज को अनदेखा कर सकते हैं।</p>`,
  },
  unlock: {
    subject: `आपके ${PRODUCT_NAME} अकाउंट में साइन इन पर रोक लगा दी गई है`,
    text: (link: string, resetPage: string) =>
      `आपके ${PRODUCT_NAME} अकाउंट में बहुत बार ग़लत साइन इन की कोशिश हुई, इसलिए हमने इसे 15 मिनट के लिए लॉक कर दिया है।\n\nअगर यह आप ही थे, तो इस लिंक से इसे अभी अनलॉक करें (यह सिर्फ़ एक बार, एक घंटे तक काम करेगा):\n${link}\n\nअगर यह आप नहीं थे, तो हो सकता है कोई अंदाज़ा लगाकर आपका पासवर्ड आज़मा रहा हो: यहाँ अपना पासवर्ड रीसेट करें:\n${resetPage}\n\nजिन डिवाइस पर आप पहले से साइन इन हैं, उन पर आप साइन इन ही रहेंगे।\n`,
    html: (link: string, resetPage: string) =>
      `<p>आपके ${PRODUCT_NAME} अकाउंट में बहुत बार ग़लत साइन इन की कोशिश हुई, इसलिए हमने इसे 15 मिनट के लिए लॉक कर दिया है।</p><p><a href="${link}">मेरा अकाउंट अनलॉक करें</a> (सिर्फ़ एक बार, एक घंटे तक काम करेगा)</p><p>अगर यह आप नहीं थे, तो <a href="${resetPage}">अपना पासवर्ड रीसेट करें</a>।</p>`,
  },
} satisfies Catalogue<typeof EMAILS>;
