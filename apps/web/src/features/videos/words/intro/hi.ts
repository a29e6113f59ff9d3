import type { Catalogue } from '../../../../lib/i18n/words.ts';
import type { en } from './en.ts';

/** The upload popup's words for a Job seeker, in Hindi: their introduction video. */
export default {
  title: 'अपना परिचय रिकॉर्ड करें',
  description:
    'कैमरे पर एक-दो मिनट: आप कौन हैं, आपने क्या किया है और आप क्या सीखना चाहते हैं। स्टार्टअप इसे आपके आवेदनों के साथ देखते हैं; यह फ़ीड में नहीं दिखता।',
  titlePlaceholder: 'जैसे अनन्या: मैं ग्रोथ में काम क्यों करना चाहती हूँ',
  descriptionPlaceholder: 'आपकी पढ़ाई, आपके हुनर और वह काम जो आप करना चाहते हैं।',
  fileIdeas: 'फ़ोन पर अभी रिकॉर्ड करें, या अपनी कोई रिकॉर्डिंग चुनें',
  upload: 'परिचय अपलोड करें',
} satisfies Catalogue<typeof en>;
