import { COFOUNDERS_WORDS } from '@ideaignite/contract';
import { cofoundersApi } from '@ideaignite/contract/cofounders';
import type { ModuleRoutes } from '../../lib/container.ts';
import { route } from '../../lib/endpoint-route.ts';
import { currentUser } from '../../plugins/authentication.ts';
import { answerBy, listInvites, sendInvite } from './invites-service.ts';
import { listMatches } from './matches-service.ts';
import { readPreferences, savePreferences } from './preferences-service.ts';

export const routes: ModuleRoutes = async (app, { container }) => {
  route(app, cofoundersApi.preferences, async (request) => ({
    success: true as const,
    ...(await readPreferences(container, currentUser(request))),
  }));
  route(app, cofoundersApi.savePreferences, async (request) => ({
    success: true as const,
    message: COFOUNDERS_WORDS.preferencesSaved,
    ...(await savePreferences(container, currentUser(request), request.body)),
  }));
  route(app, cofoundersApi.matches, async (request) => ({
    success: true as const,
    ...(await listMatches(container, currentUser(request))),
  }));
  route(app, cofoundersApi.invites, async (request) => ({
    success: true as const,
    ...(await listInvites(container, currentUser(request))),
  }));
  route(app, cofoundersApi.invite, async (request, reply) => {
    const { accepted, invite } = await sendInvite(container, currentUser(request), request.body);
    return reply.status(accepted ? 200 : 201).send({
      success: true as const,
      message: accepted ? COFOUNDERS_WORDS.accepted : COFOUNDERS_WORDS.inviteSent,
      invite,
    });
  });
  route(app, cofoundersApi.accept, async (request) => ({
    success: true as const,
    message: COFOUNDERS_WORDS.accepted,
    invite: await answerBy(container, currentUser(request), request.params.inviteId, 'accepted'),
  }));
  route(app, cofoundersApi.decline, async (request) => ({
    success: true as const,
    message: COFOUNDERS_WORDS.declined,
    invite: await answerBy(container, currentUser(request), request.params.inviteId, 'declined'),
  }));
};
