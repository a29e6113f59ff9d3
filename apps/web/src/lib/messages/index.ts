import { defineMessages } from '../i18n/messages.ts';
import { en } from './en.ts';

export const libMessages = defineMessages(en, () => import('./hi.ts'));
