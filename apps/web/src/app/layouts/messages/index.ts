import { defineMessages } from '../../../lib/i18n/messages.ts';
import { en } from './en.ts';

export const frameMessages = defineMessages(en, () => import('./hi.ts'));
