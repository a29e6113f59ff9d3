import {
  ACCOUNT_API,
  DataExportListResponseSchema,
  DataExportParamsSchema,
  DataExportResponseSchema,
  DataExportSchema,
  DeleteAccountResponseSchema,
  DeleteAccountSchema,
} from '@ideaignite/contract';
import type { Container, ModuleRoutes } from '../../lib/container.ts';
import { errorResponses } from '../../lib/error-responses.ts';
import { currentUser } from '../../plugins/authentication.ts';
import { clearSessionCookie } from '../auth/session-cookie.ts';
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
  app.post(
    ACCOUNT_API.exports,
    {
      schema: {
        tags: ['account'],
        summary:
          'Start preparing a ZIP of everything about me (202), or answer the one already under way (200)',
        response: { 200: DataExportResponseSchema, 202: DataExportResponseSchema, ...errorResponses(401) },
      },
      config: { rateLimit: { max: 10, timeWindow: '1 hour' } },
    },
    async (request, reply) => {
      const { created, answer } = await requestDataExport(container, currentUser(request).userId);
      return reply.status(created ? 202 : 200).send(answer);
    },
  );

  app.get(
    ACCOUNT_API.exports,
    {
      schema: {
        tags: ['account'],
        summary: 'My recent data downloads with their status and progress, newest first',
        response: { 200: DataExportListResponseSchema, ...errorResponses(401) },
      },
    },
    async (request) => listDataExports(container, currentUser(request).userId),
  );

  app.get(
    `${ACCOUNT_API.exports}/:exportId`,
    {
      schema: {
        tags: ['account'],
        summary: 'One of my data downloads: queued, running (0–100), ready or failed',
        params: DataExportParamsSchema,
        response: { 200: DataExportSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => getDataExport(container, currentUser(request).userId, request.params.exportId),
  );

  app.get(
    `${ACCOUNT_API.exports}/:exportId/download`,
    {
      schema: {
        tags: ['account'],
        summary: 'The ZIP of a ready data download (application/zip), for its owner only',
        params: DataExportParamsSchema,
        produces: ['application/zip'],
        response: errorResponses(400, 401, 403, 404, 409, 410),
      },
    },
    async (request, reply) => {
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
          // A stream bypasses the serializer; the schema above documents only the error answers.
          .send(file.stream as never)
      );
    },
  );

  app.post(
    ACCOUNT_API.deletion,
    {
      schema: {
        tags: ['account'],
        summary:
          'Delete my account (password required): every session ends now; the account is erased after 7 days unless I sign in before',
        body: DeleteAccountSchema,
        response: { 200: DeleteAccountResponseSchema, ...errorResponses(400, 401) },
      },
      config: { rateLimit: { max: 10, timeWindow: '10 minutes' } },
    },
    async (request, reply) => {
      const answer = await requestAccountDeletion(container, currentUser(request), request.body.password);
      clearSessionCookie(request, reply);
      return answer;
    },
  );
};

/** Preparing exports (kicked when one is asked for) and erasing accounts whose grace is over. */
export const jobs = (container: Container) => {
  container.scheduler.every(EXPORTS_JOB, container.jobsTickMs, () => runExports(container));
  container.scheduler.every(ERASURES_JOB, container.jobsTickMs, async () => {
    await runErasures(container);
  });
};
