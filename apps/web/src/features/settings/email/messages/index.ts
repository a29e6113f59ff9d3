import { defineMessages } from '../../../../lib/i18n/messages.ts';
import { en } from './en.ts';

export const emailMessages = defineMessages(en, () => import('./hi.ts'));
