import { defineWords } from '../../../lib/i18n/words.ts';
import { en } from './en.ts';

export const offlineCommentWords = defineWords(en, () => import('./hi.ts'));
