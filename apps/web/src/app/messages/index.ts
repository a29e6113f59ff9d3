import { defineMessages } from '../../lib/i18n/messages.ts';
import { en } from './en.ts';

export const appMessages = defineMessages(en, () => import('./hi.ts'));
