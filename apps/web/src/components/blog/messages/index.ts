import { defineMessages } from '../../../lib/i18n/messages.ts';
import { en } from './en.ts';

export const blogMessages = defineMessages(en, () => import('./hi.ts'));
