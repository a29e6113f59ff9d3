import type { Catalogue } from '../i18n.ts';
import { SEARCH_QUERY_LENGTH } from './constants.ts';
import type { SEARCH_WORDS } from './words.ts';

/** What search says, in Hindi. */
export const SEARCH_WORDS_HI = {
  emptyQuery: 'कृपया लिखें कि आप क्या ढूँढ रहे हैं।',
  queryTooLong: `कृपया ज़्यादा से ज़्यादा ${SEARCH_QUERY_LENGTH.max} अक्षरों में खोजें।`,
  invalidTab: 'कृपया सूची में से कोई टैब चुनें।',
  invalidFilter: 'कृपया सूची में से कोई फ़िल्टर चुनें।',
  filterNotInTab: 'यह फ़िल्टर आपके चुने टैब पर लागू नहीं होता।',
  noResults: 'इसके लिए कोई नतीजा नहीं मिला:',
  tryOther: 'कम या दूसरे शब्दों से खोजें, या वर्तनी जाँच लें।',
} satisfies Catalogue<typeof SEARCH_WORDS>;
