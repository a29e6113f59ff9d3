import { API, ContactSchema, ErrorSchema, MessageSchema } from '@ideaignite/contract';
import type { ModuleRoutes } from '../../lib/container.ts';
import { readOptionalUser } from '../../plugins/authentication.ts';
import { saveContactMessage } from './contact-service.ts';

export const publicRoutes: ModuleRoutes = async (app, { container }) => {
  app.post(
    API.contact,
    {
      schema: {
        tags: ['contact'],
        summary: 'Send a message to the IdeaIgnite team (token optional)',
        body: ContactSchema,
        response: { 201: MessageSchema, 400: ErrorSchema, 429: ErrorSchema },
      },
      config: { rateLimit: { max: 5, timeWindow: '10 minutes' } },
    },
    async (request, reply) => {
      const user = await readOptionalUser(app, request);
      return reply.status(201).send(await saveContactMessage(container, request.body, user?.userId ?? null));
    },
  );
};
