import { API, type ContactInput } from '@ideaignite/contract';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

/** Sends the contact form; visitors need not be signed in. */
export function sendContactMessage(input: ContactInput): Promise<unknown> {
  return apiRequest<unknown>(API.contact, { method: 'POST', json: input, auth: false });
}

export function useSendContactMessage() {
  return useMutation({ mutationFn: sendContactMessage });
}
