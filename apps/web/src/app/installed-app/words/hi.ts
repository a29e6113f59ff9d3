import type { Catalogue } from '../../../lib/i18n/words.ts';
import type { en } from './en.ts';

/** The installed app in Hindi. */
export default {
  noticesLabel: 'ऐप की स्थिति',
  offline: 'ऑफ़लाइन — जो आपने पिछली बार देखा था, वही दिख रहा है',
  newVersion: 'नया वर्ज़न — रीलोड करें',
  reload: 'रीलोड करें',
  installTitle: (product: string) => `${product} इंस्टॉल करें`,
  installText: 'इसे अपनी होम स्क्रीन से खोलें, और बिना कनेक्शन के भी पिछली बार देखी चीज़ें पढ़ें।',
  install: 'इंस्टॉल करें',
  notNow: 'अभी नहीं',
} satisfies Catalogue<typeof en>;
