import { messagesApi } from '@ideaignite/contract/messages';
import { call } from '../../../lib/call.ts';

/** A live message was seen in the open chat: the server marks the conversation read. */
export function markConversationRead(userId: string) {
  return call(messagesApi.read, { params: { userId } });
}
