import { type ApplicationMove, JOBS_WORDS } from '@ideaignite/contract';
import { jobsApi } from '@ideaignite/contract/jobs';
import type { ModuleRoutes } from '../../lib/container.ts';
import { route } from '../../lib/endpoint-route.ts';
import { currentUser } from '../../plugins/authentication.ts';
import {
  applyToJob,
  moveApplicationBy,
  myApplications,
  trackerOf,
  withdrawApplicationBy,
} from './applications-service.ts';

/** Applying and hiring (issue 25): apply, my applications, withdraw, the tracker, the startup's moves. */
export const applicationRoutes: ModuleRoutes = async (app, { container }) => {
  route(app, jobsApi.apply, async (request, reply) => {
    const application = await applyToJob(container, currentUser(request), request.params.jobId, request.body);
    return reply.status(201).send({ success: true as const, message: JOBS_WORDS.applied, application });
  });
  route(app, jobsApi.myApplications, async (request) => ({
    success: true as const,
    ...(await myApplications(container, currentUser(request).userId, request.query)),
  }));
  route(app, jobsApi.withdraw, async (request) => ({
    success: true as const,
    message: JOBS_WORDS.withdrawn,
    application: await withdrawApplicationBy(container, currentUser(request), request.params.applicationId),
  }));
  route(app, jobsApi.tracker, async (request) => ({
    success: true as const,
    ...(await trackerOf(container, currentUser(request).userId, request.params.jobId, request.query)),
  }));
  route(
    app,
    jobsApi.move,
    async (request) => ({
      success: true as const,
      message: JOBS_WORDS.moved,
      application: await moveApplicationBy(
        container,
        currentUser(request),
        request.params.applicationId,
        // The params schema took only APPLICATION_MOVES' names.
        request.params.move as ApplicationMove,
        request.body.reason,
      ),
    }),
    {
      // Only a rejection has something to say: every other move may come without a body at all.
      preValidation: async (request) => {
        if (request.body === undefined) request.body = {};
      },
    },
  );
};
