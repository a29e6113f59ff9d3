import { API_ERRORS, type ChatMessage, SOCKET_EVENTS } from '@ideaignite/contract';
import { messagesApi } from '@ideaignite/contract/messages';
import { NetworkError } from '../../../lib/api-client.ts';
import { call } from '../../../lib/call.ts';
import { errorMessage } from '../../../lib/error-message.ts';
import { getSocket } from '../../../lib/socket.ts';

type SendAck = { ok: true; message: ChatMessage } | { ok: false; error: string };

/**
 * Without an ack by then, the message is taken for unanswered (NetworkError): it waits in the
 * outbox with its key, so the socket's own resend on reconnection and the outbox's are one message.
 */
export const SEND_TIMEOUT_MS = 15_000;

/** A message that could not be sent, with words to show. */
export class SendFailedError extends Error {
  override name = 'SendFailedError';
}

/**
 * Sends through the socket (the server stores it, delivers it and acks with the stored message);
 * while the socket is not connected, through the REST call instead. `idempotencyKey` makes a
 * repeat of the same send one message (decision 038). A REST call that got no answer throws
 * NetworkError as it is: the message then waits in the outbox (lib/outbox.ts).
 */
export async function sendChatMessage(
  senderId: string,
  receiverId: string,
  text: string,
  idempotencyKey?: string,
): Promise<ChatMessage> {
  const socket = getSocket();
  if (socket?.connected) {
    return new Promise<ChatMessage>((resolve, reject) => {
      const timer = setTimeout(() => reject(new NetworkError()), SEND_TIMEOUT_MS);
      socket.emit(
        SOCKET_EVENTS.sendMessage,
        { senderId, receiverId, text, idempotencyKey },
        (answer: SendAck | undefined) => {
          clearTimeout(timer);
          if (answer?.ok) resolve(answer.message);
          else reject(new SendFailedError(answer?.error || API_ERRORS.internal));
        },
      );
    });
  }
  try {
    return await call(messagesApi.send, { params: { userId: receiverId }, body: { text, idempotencyKey } });
  } catch (error) {
    if (error instanceof NetworkError) throw error;
    throw new SendFailedError(errorMessage(error, API_ERRORS.internal, { ownWords: true }));
  }
}
