import { JOBS_WORDS } from '@ideaignite/contract';
import { jobsApi } from '@ideaignite/contract/jobs';
import type { ModuleRoutes } from '../../lib/container.ts';
import { route } from '../../lib/endpoint-route.ts';
import { exactAnswer } from '../../lib/response-serializer.ts';
import { currentUser } from '../../plugins/authentication.ts';
import { jobFacets, listJobs } from './board-service.ts';
import {
  closeJob,
  createJob,
  getJob,
  myJobs,
  removeJob,
  reopenJob,
  savedJobs,
  saveJobFor,
  unsaveJobFor,
  updateJob,
} from './postings-service.ts';

/** Postings and the board (issue 25): browse, post, edit, close, reopen, delete, save. */
export const postingRoutes: ModuleRoutes = async (app, { container }) => {
  // Built in the schema's shape, cards included (job-view.ts): written by JSON.stringify.
  route(app, jobsApi.list, async (request) => {
    const { data, nextCursor } = await listJobs(container, currentUser(request).userId, request.query);
    return exactAnswer({ success: true as const, data, nextCursor });
  });
  route(app, jobsApi.facets, async (request) => ({
    success: true as const,
    ...(await jobFacets(container, currentUser(request).userId, request.query)),
  }));
  route(app, jobsApi.mine, async (request) => ({
    success: true as const,
    ...(await myJobs(container, currentUser(request), request.query)),
  }));
  route(app, jobsApi.saved, async (request) => ({
    success: true as const,
    ...(await savedJobs(container, currentUser(request).userId, request.query)),
  }));
  route(app, jobsApi.get, async (request) => ({
    success: true as const,
    job: await getJob(container, currentUser(request).userId, request.params.jobId),
  }));
  route(app, jobsApi.create, async (request, reply) =>
    reply
      .status(201)
      .send({ success: true as const, ...(await createJob(container, currentUser(request), request.body)) }),
  );
  route(app, jobsApi.update, async (request) => ({
    success: true as const,
    ...(await updateJob(container, currentUser(request), request.params.jobId, request.body)),
  }));
  route(app, jobsApi.close, async (request) => ({
    success: true as const,
    message: JOBS_WORDS.closed,
    job: await closeJob(container, currentUser(request), request.params.jobId),
  }));
  route(app, jobsApi.reopen, async (request) => ({
    success: true as const,
    message: JOBS_WORDS.reopened,
    job: await reopenJob(container, currentUser(request), request.params.jobId),
  }));
  route(app, jobsApi.remove, async (request) => {
    await removeJob(container, currentUser(request), request.params.jobId);
    return { success: true as const, message: JOBS_WORDS.deleted };
  });
  route(app, jobsApi.save, async (request) => {
    await saveJobFor(container, currentUser(request).userId, request.params.jobId);
    return { success: true as const, message: JOBS_WORDS.saved };
  });
  route(app, jobsApi.unsave, async (request) => {
    await unsaveJobFor(container, currentUser(request).userId, request.params.jobId);
    return { success: true as const, message: JOBS_WORDS.unsaved };
  });
};
