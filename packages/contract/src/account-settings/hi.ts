import type { Catalogue } from '../i18n.ts';
import type { ACCOUNT_SETTINGS_WORDS } from './words.ts';

export const ACCOUNT_SETTINGS_WORDS_HI = {
  saved: 'आपकी सेटिंग्स सेव हो गई हैं।',
  invalidSettings: 'ये सेटिंग्स पढ़ी नहीं जा सकीं। कृपया दिखाए गए विकल्पों में से चुनें।',
  invalidChannel: 'हर सूचना और हर तरीके के लिए चालू या बंद चुनें।',
  invalidDigest: 'कृपया रोज़ का सारांश या कोई नहीं चुनें।',
  invalidVisibility: 'कृपया कोई नहीं, आपके कनेक्शन या सभी में से चुनें।',
  invalidDiscoverable: 'चुनें कि आपकी प्रोफ़ाइल खोज में दिखे या नहीं।',
  invalidDataSaver: 'डेटा सेवर के लिए अपने-आप, चालू या बंद चुनें।',
  invalidPublicPreview: 'हर सार्वजनिक झलक के लिए चालू या बंद चुनें।',
} satisfies Catalogue<typeof ACCOUNT_SETTINGS_WORDS>;
