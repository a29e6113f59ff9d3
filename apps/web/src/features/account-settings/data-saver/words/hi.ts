import type { Catalogue } from '../../../../lib/i18n/words.ts';
import type { en } from './en.ts';

/** Settings → Data saver in Hindi. */
export default {
  group: 'डेटा सेवर',
  heading: 'मोबाइल डेटा बचाएँ',
  hint: 'वीडियो ज़्यादा से ज़्यादा 240p में चलते हैं और प्ले दबाने पर ही लोड होना शुरू होते हैं; तस्वीरें छोटी आती हैं।',
  choice: {
    auto: 'अपने-आप',
    on: 'चालू',
    off: 'बंद',
  },
  meaning: {
    auto: 'जब आपका ब्राउज़र डेटा बचाने को कहे या आप 2G या 3G कनेक्शन पर हों, तब चालू।',
    on: 'हमेशा, हर कनेक्शन पर।',
    off: 'कभी नहीं: वीडियो आपके कनेक्शन के हिसाब से सबसे अच्छी क्वालिटी चुनते हैं।',
  },
  save: 'डेटा सेवर की पसंद सेव करें',
} satisfies Catalogue<typeof en>;
