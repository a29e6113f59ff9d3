import { defineMessages } from '../../../lib/i18n/messages.ts';
import { en } from './en.ts';

export const moderationMessages = defineMessages(en, () => import('./hi.ts'));
