import {
  API,
  ChangeEmailSchema,
  ConfirmEmailChangeSchema,
  EmailChangeAnswerSchema,
  EmailStateSchema,
  ErrorSchema,
  MessageSchema,
} from '@ideaignite/contract';
import type { ModuleRoutes } from '../../lib/container.ts';
import { currentUser } from '../../plugins/authentication.ts';
import {
  cancelEmailChange,
  confirmEmailChange,
  getEmailState,
  requestEmailChange,
  resendEmailChange,
} from './email-change-service.ts';

const errors = { 400: ErrorSchema, 401: ErrorSchema, 409: ErrorSchema, 429: ErrorSchema };
/** Per address and route; a refusal says API_ERRORS.tooManyRequests (plugins/security.ts). */
const limited = (max: number) => ({ rateLimit: { max, timeWindow: 15 * 60 * 1000 } });

/**
 * The account's email address and changing it (signed in; the current password required), and
 * the emailed link that makes the change.
 */
export const emailChangeRoutes: ModuleRoutes = async (app, { container }) => {
  app.get(
    API.email,
    {
      schema: {
        tags: ['auth'],
        summary: "Your account's email address, and a new one waiting for its emailed link",
        response: { 200: EmailStateSchema, 401: ErrorSchema },
      },
    },
    async (request) => getEmailState(container, currentUser(request)),
  );

  app.post(
    API.email,
    {
      schema: {
        tags: ['auth'],
        summary: 'Change your email address: mails a link to the new one and a notice to the current one',
        body: ChangeEmailSchema,
        response: { 200: EmailChangeAnswerSchema, ...errors },
      },
      config: limited(10),
    },
    async (request) => requestEmailChange(container, currentUser(request), request.body),
  );

  app.post(
    API.emailResend,
    {
      schema: {
        tags: ['auth'],
        summary: 'Send the link to the waiting new address again',
        response: { 200: EmailChangeAnswerSchema, ...errors },
      },
      config: limited(10),
    },
    async (request) => resendEmailChange(container, currentUser(request)),
  );

  app.delete(
    API.emailPending,
    {
      schema: {
        tags: ['auth'],
        summary: 'Cancel the change of email address: its link stops working',
        response: { 200: EmailChangeAnswerSchema, 401: ErrorSchema, 409: ErrorSchema },
      },
    },
    async (request) => cancelEmailChange(container, currentUser(request)),
  );

  // The emailed link's landing page, signed in to the same account (decision 024).
  app.post(
    API.emailConfirm,
    {
      schema: {
        tags: ['auth'],
        summary:
          'Make the new email address the account’s, with the token of the link mailed to it (signed in to that account)',
        body: ConfirmEmailChangeSchema,
        response: { 200: MessageSchema, ...errors },
      },
      config: limited(30),
    },
    async (request) => confirmEmailChange(container, currentUser(request), request.body.token),
  );
};
