import { contactApi } from '@ideaignite/contract/contact';
import type { ModuleRoutes } from '../../lib/container.ts';
import { route } from '../../lib/endpoint-route.ts';
import { readOptionalUser } from '../../plugins/authentication.ts';
import { saveContactMessage } from './contact-service.ts';

export const publicRoutes: ModuleRoutes = async (app, { container }) => {
  route(
    app,
    contactApi.send,
    async (request, reply) => {
      const user = await readOptionalUser(app, request);
      return reply.status(201).send(await saveContactMessage(container, request.body, user?.userId ?? null));
    },
    { config: { rateLimit: { max: 5, timeWindow: '10 minutes' } } },
  );
};
