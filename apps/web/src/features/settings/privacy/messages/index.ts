import { defineMessages } from '../../../../lib/i18n/messages.ts';
import { en } from './en.ts';

export const privacySettingsMessages = defineMessages(en, () => import('./hi.ts'));
