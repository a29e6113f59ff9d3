import { accountApi } from '@ideaignite/contract/account';
import type { Container, ModuleRoutes } from '../../lib/container.ts';
import { route } from '../../lib/endpoint-route.ts';
import { clearSessionCookie } from '../../lib/session-cookie.ts';
import { currentUser } from '../../plugins/authentication.ts';
import {
  ERASURES_JOB,
  EXPORTS_JOB,
  getDataExport,
  listDataExports,
  openDataExport,
  requestAccountDeletion,
  requestDataExport,
  runErasures,
  runExports,
} from './account-service.ts';

/**
 * "Download my data" and "Delete my account" (India's DPDP Act 2023): a ZIP of everything about
 * me prepared in the background, and erasure after a grace period that signing in undoes.
 */
export const routes: ModuleRoutes = async (app, { container }) => {
  route(
    app,
    accountApi.startExport,
    async (request, reply) => {
      const { created, answer } = await requestDataExport(container, currentUser(request).userId);
      return reply.status(created ? 202 : 200).send(answer);
    },
    { config: { rateLimit: { max: 10, timeWindow: '1 hour' } } },
  );

  route(app, accountApi.exports, async (request) => listDataExports(container, currentUser(request).userId));

  route(app, accountApi.export, async (request) =>
    getDataExport(container, currentUser(request).userId, request.params.exportId),
  );

  // The ZIP itself (the endpoint says application/zip).
  route(app, accountApi.download, async (request, reply) => {
    const { file, filename } = await openDataExport(
      container,
      currentUser(request).userId,
      request.params.exportId,
    );
    return (
      reply
        .header('content-type', 'application/zip')
        .header('content-disposition', `attachment; filename="${filename}"`)
        .header('content-length', String(file.size))
        .header('cache-control', 'private, no-store')
        // A stream bypasses the serializer; the endpoint documents only the error answers.
        .send(file.stream as never)
    );
  });

  route(
    app,
    accountApi.deletion,
    async (request, reply) => {
      const answer = await requestAccountDeletion(container, currentUser(request), request.body.password);
      clearSessionCookie(request, reply);
      return answer;
    },
    { config: { rateLimit: { max: 10, timeWindow: '10 minutes' } } },
  );
};

/** Preparing exports (kicked when one is asked for) and erasing accounts whose grace is over. */
export const jobs = (container: Container) => {
  container.scheduler.every(EXPORTS_JOB, container.jobsTickMs, () => runExports(container));
  container.scheduler.every(ERASURES_JOB, container.jobsTickMs, async () => {
    await runErasures(container);
  });
};
