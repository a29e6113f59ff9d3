import {
  API,
  API_ERRORS,
  ErrorSchema,
  GetUserResponseSchema,
  MESSAGES,
  ProfileSaveResponseSchema,
  PublicProfileResponseSchema,
  type Role,
  UpdateHustlerProfileSchema,
  UserIdParamsSchema,
} from '@ideaignite/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { notFound } from '../../lib/http-error.ts';
import { currentUser } from '../../plugins/authentication.ts';
import { toOwnUser, toPublicUser } from './profile-details.ts';
import { type ProfileDeps, saveProfileForm } from './profile-service.ts';
import { findUserWithProfile } from './profiles-repository.ts';

const errors = { 400: ErrorSchema, 401: ErrorSchema, 403: ErrorSchema, 413: ErrorSchema, 415: ErrorSchema };
const multipartDoc = { consumes: ['multipart/form-data'], tags: ['profiles'] };

/** The four set-up forms of spec section 2, at the paths the spec spells. */
const SETUP_FORMS: Array<{ url: string; role: Role; message: string }> = [
  { url: API.profileHustler, role: 'Hustler', message: MESSAGES.profileForms.hustlerSuccess },
  { url: API.profileCofounder, role: 'Cofounder', message: MESSAGES.profileForms.cofounderSuccess },
  { url: API.profileInvestor, role: 'Investor', message: MESSAGES.profileForms.genericSuccess },
  { url: API.profileJobseeker, role: 'Jobseeker', message: MESSAGES.profileForms.jobseekerSuccess },
];

export const profileRoutes: FastifyPluginAsyncZod<{ deps: ProfileDeps }> = async (app, { deps }) => {
  app.get(
    API.getUser,
    {
      schema: {
        tags: ['profiles'],
        summary: 'The signed-in user with profile details',
        response: { 200: GetUserResponseSchema, 401: ErrorSchema, 404: ErrorSchema },
      },
      preHandler: app.authenticate,
    },
    async (request) => {
      const row = await findUserWithProfile(deps.db, currentUser(request).userId);
      if (!row) throw notFound(API_ERRORS.userNotFound);
      return {
        success: true as const,
        user: toOwnUser(row.user, row.profile, deps.storage),
        message: 'User profile fetched.',
      };
    },
  );

  for (const form of SETUP_FORMS) {
    app.post(
      form.url,
      {
        schema: {
          ...multipartDoc,
          summary: `Save the ${form.role} profile set-up form (multipart, optional profilePic)`,
          response: { 200: ProfileSaveResponseSchema, ...errors },
        },
        preHandler: app.authenticate,
      },
      async (request) => {
        await saveProfileForm(deps, request, currentUser(request), { role: form.role });
        return { success: true as const, message: form.message };
      },
    );
  }

  app.put(
    API.updateHustlerProfile,
    {
      schema: {
        ...multipartDoc,
        summary: 'Edit the Hustler profile (project required; errors also as `error`)',
        response: { 200: ProfileSaveResponseSchema, ...errors },
      },
      preHandler: app.authenticate,
    },
    async (request) => {
      await saveProfileForm(deps, request, currentUser(request), {
        role: 'Hustler',
        schema: UpdateHustlerProfileSchema,
        required: ['project'],
        errorField: true,
      });
      return { success: true as const, message: MESSAGES.profileForms.genericSuccess };
    },
  );

  app.put(
    API.myProfile,
    {
      schema: {
        ...multipartDoc,
        summary: "Edit the signed-in user's own profile, any role (multipart)",
        response: { 200: ProfileSaveResponseSchema, ...errors },
      },
      preHandler: app.authenticate,
    },
    async (request) => {
      await saveProfileForm(deps, request, currentUser(request), { role: 'own', errorField: true });
      return { success: true as const, message: MESSAGES.profileForms.genericSuccess };
    },
  );

  app.get(
    '/api/users/:userId',
    {
      schema: {
        tags: ['profiles'],
        summary: "One user's public profile",
        params: UserIdParamsSchema,
        response: { 200: PublicProfileResponseSchema, 400: ErrorSchema, 401: ErrorSchema, 404: ErrorSchema },
      },
      preHandler: app.authenticate,
    },
    async (request) => {
      const row = await findUserWithProfile(deps.db, request.params.userId);
      if (!row) throw notFound(API_ERRORS.userNotFound);
      return { success: true as const, user: toPublicUser(row.user, row.profile, deps.storage) };
    },
  );
};
