import { defineEndpoint } from '../endpoint.ts';
import { MessageSchema } from '../schemas/common.ts';
import { ContactSchema } from './schemas.ts';

/** The contact form: anyone may write, signed in or not (a token sent is read). */
export const contactApi = {
  send: defineEndpoint({
    method: 'POST',
    path: '/api/contact',
    auth: 'anyone',
    tags: ['contact'],
    summary: 'Send a message to the IdeaIgnite team (token optional)',
    body: ContactSchema,
    responses: { 201: MessageSchema },
    errors: [400, 429],
  }),
};
