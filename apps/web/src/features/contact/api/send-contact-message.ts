import type { ContactInput } from '@ideaignite/contract';
import { contactApi } from '@ideaignite/contract/contact';
import { useMutation } from '@tanstack/react-query';
import { call } from '../../../lib/call.ts';

/** Sends the contact form; visitors need not be signed in. */
export function sendContactMessage(input: ContactInput) {
  return call(contactApi.send, { body: input }, { withoutToken: true });
}

export function useSendContactMessage() {
  return useMutation({ mutationFn: sendContactMessage });
}
