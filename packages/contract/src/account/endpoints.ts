import { defineEndpoint } from '../endpoint.ts';
import {
  DataExportListResponseSchema,
  DataExportParamsSchema,
  DataExportResponseSchema,
  DataExportSchema,
  DeleteAccountResponseSchema,
  DeleteAccountSchema,
} from './schemas.ts';

/** "Download my data" and "Delete my account": the data exports, their ZIP, the deletion request. */
export const accountApi = {
  startExport: defineEndpoint({
    method: 'POST',
    path: '/api/account/exports',
    auth: 'user',
    tags: ['account'],
    summary: 'Start preparing a ZIP of everything about me (202), or answer the one already under way (200)',
    responses: { 200: DataExportResponseSchema, 202: DataExportResponseSchema },
    errors: [401],
  }),
  exports: defineEndpoint({
    method: 'GET',
    path: '/api/account/exports',
    auth: 'user',
    tags: ['account'],
    summary: 'My recent data downloads with their status and progress, newest first',
    responses: { 200: DataExportListResponseSchema },
    errors: [401],
  }),
  export: defineEndpoint({
    method: 'GET',
    path: '/api/account/exports/:exportId',
    auth: 'user',
    tags: ['account'],
    summary: 'One of my data downloads: queued, running (0–100), ready or failed',
    params: DataExportParamsSchema,
    responses: { 200: DataExportSchema },
    errors: [400, 401, 403, 404],
  }),
  /**
   * The ZIP itself (application/zip, streamed): no JSON answer to describe, only the refusals.
   * The web fetches it with callFile.
   */
  download: defineEndpoint({
    method: 'GET',
    path: '/api/account/exports/:exportId/download',
    auth: 'user',
    tags: ['account'],
    summary: 'The ZIP of a ready data download (application/zip), for its owner only',
    params: DataExportParamsSchema,
    responses: {},
    errors: [400, 401, 403, 404, 409, 410],
    produces: ['application/zip'],
  }),
  deletion: defineEndpoint({
    method: 'POST',
    path: '/api/account/deletion',
    auth: 'user',
    tags: ['account'],
    summary:
      'Delete my account (password required): every session ends now; the account is erased after 7 days unless I sign in before',
    body: DeleteAccountSchema,
    responses: { 200: DeleteAccountResponseSchema },
    errors: [400, 401],
  }),
};
