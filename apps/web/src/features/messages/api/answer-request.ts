import { messagesApi } from '@ideaignite/contract/messages';
import { call } from '../../../lib/call.ts';

/** Accept (the chat moves to my inbox) or decline (it goes; they are not told) a message request. */
export function answerRequest(userId: string, answer: 'accept' | 'decline') {
  return call(messagesApi[answer], { params: { userId } });
}
