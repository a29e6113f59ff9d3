import { defineMessages } from '../../../lib/i18n/messages.ts';
import { en } from './en.ts';

export const staticPagesMessages = defineMessages(en, () => import('./hi.ts'));
