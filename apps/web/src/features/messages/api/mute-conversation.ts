import { messagesApi } from '@ideaignite/contract/messages';
import { call } from '../../../lib/call.ts';

/** PUT /api/messages/{userId}/mute: its messages still arrive, without notifications. */
export function muteConversation(userId: string, muted: boolean) {
  return call(messagesApi.mute, { params: { userId }, body: { muted } });
}
