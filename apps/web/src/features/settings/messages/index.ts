import { defineMessages } from '../../../lib/i18n/messages.ts';
import { en } from './en.ts';

export const settingsMessages = defineMessages(en, () => import('./hi.ts'));
