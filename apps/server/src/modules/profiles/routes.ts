import {
  API,
  API_ERRORS,
  CompletenessResponseSchema,
  ErrorSchema,
  GetUserResponseSchema,
  MAX_IMAGE_BYTES,
  MESSAGES,
  PROFILE_ERRORS,
  ProfileSaveResponseSchema,
  PublicProfileResponseSchema,
  PublicUserSchema,
  type Role,
  UpdateHustlerProfileSchema,
  UserIdParamsSchema,
  UsersQuerySchema,
} from '@ideaignite/contract';
import { z } from 'zod';
import type { Container, ModuleRoutes } from '../../lib/container.ts';
import { setNextCursorHeaders } from '../../lib/cursor-headers.ts';
import { withMultipartForm } from '../../lib/multipart.ts';
import { currentUser } from '../../plugins/authentication.ts';
import { COMPLETENESS_JOB, fillAllMissingCompleteness } from './completeness-repository.ts';
import {
  checkProfileFormRole,
  getCompleteness,
  getOwnUser,
  getPublicProfile,
  listPeople,
  type SaveProfileOptions,
  saveProfileForm,
} from './profiles-service.ts';

const errors = { 400: ErrorSchema, 401: ErrorSchema, 403: ErrorSchema, 413: ErrorSchema, 415: ErrorSchema };
const multipartDoc = { consumes: ['multipart/form-data'], tags: ['profiles'] };

/** The four set-up forms of spec section 2, at the paths the spec spells. */
const SETUP_FORMS: Array<{ url: string; role: Role; message: string }> = [
  { url: API.profileHustler, role: 'Hustler', message: MESSAGES.profileForms.hustlerSuccess },
  { url: API.profileCofounder, role: 'Cofounder', message: MESSAGES.profileForms.cofounderSuccess },
  { url: API.profileInvestor, role: 'Investor', message: MESSAGES.profileForms.genericSuccess },
  { url: API.profileJobseeker, role: 'Jobseeker', message: MESSAGES.profileForms.jobseekerSuccess },
];

/** The profile forms (multipart, optional profilePic), each saved to the caller's own profile. */
const FORMS: Array<
  { method: 'POST' | 'PUT'; url: string; summary: string; message: string } & SaveProfileOptions
> = [
  ...SETUP_FORMS.map((form) => ({
    method: 'POST' as const,
    url: form.url,
    role: form.role,
    summary: `Save the ${form.role} profile set-up form (multipart, optional profilePic)`,
    message: form.message,
  })),
  {
    method: 'PUT',
    url: API.updateHustlerProfile,
    role: 'Hustler',
    schema: UpdateHustlerProfileSchema,
    required: ['project'],
    errorField: true,
    summary: 'Edit the Hustler profile (project required; errors also as `error`)',
    message: MESSAGES.profileForms.genericSuccess,
  },
  {
    method: 'PUT',
    url: API.myProfile,
    role: 'own',
    errorField: true,
    summary: "Edit the signed-in user's own profile, any role (multipart)",
    message: MESSAGES.profileForms.genericSuccess,
  },
];

const pictureForm = (container: Container, errorField: boolean) => ({
  dataDir: container.dataDir,
  files: { profilePic: { maxBytes: MAX_IMAGE_BYTES, tooLargeMessage: PROFILE_ERRORS.pictureTooLarge } },
  errorField,
});

/** The own profile and its forms, anyone's public profile, and the people to chat with. */
export const routes: ModuleRoutes = async (app, { container }) => {
  app.get(
    API.getUser,
    {
      schema: {
        tags: ['profiles'],
        summary: 'The signed-in user with profile details',
        response: { 200: GetUserResponseSchema, 401: ErrorSchema, 404: ErrorSchema },
      },
    },
    async (request) => ({
      success: true as const,
      user: await getOwnUser(container, currentUser(request).userId),
      message: API_ERRORS.profileFetched,
    }),
  );

  app.get(
    API.completeness,
    {
      schema: {
        tags: ['profiles'],
        summary: "The signed-in user's profile completeness: a score out of 100 and the missing items",
        response: { 200: CompletenessResponseSchema, 401: ErrorSchema, 404: ErrorSchema },
      },
    },
    async (request) => ({
      success: true as const,
      ...(await getCompleteness(container, currentUser(request).userId)),
    }),
  );

  for (const form of FORMS) {
    app.route({
      method: form.method,
      url: form.url,
      schema: {
        ...multipartDoc,
        summary: form.summary,
        response: { 200: ProfileSaveResponseSchema, ...errors },
      },
      // The role is checked before the form is read: a wrong role never uploads anything.
      preHandler: async (request) => checkProfileFormRole(currentUser(request), form),
      handler: async (request) => {
        await withMultipartForm(request, pictureForm(container, form.errorField ?? false), (sent) =>
          saveProfileForm(container, currentUser(request), form, {
            fields: sent.fields,
            picture: sent.files.profilePic,
          }),
        );
        return { success: true as const, message: form.message };
      },
    });
  }

  app.get(
    '/api/users/:userId',
    {
      schema: {
        tags: ['profiles'],
        summary: "One user's public profile",
        params: UserIdParamsSchema,
        response: { 200: PublicProfileResponseSchema, 400: ErrorSchema, 401: ErrorSchema, 404: ErrorSchema },
      },
    },
    async (request) => ({
      success: true as const,
      user: await getPublicProfile(container, request.params.userId, currentUser(request).userId),
    }),
  );

  app.get(
    API.users,
    {
      schema: {
        tags: ['users'],
        summary: 'Users to chat with (bare array; ?q= searches; next page in X-Next-Cursor / Link)',
        querystring: UsersQuerySchema,
        response: { 200: z.array(PublicUserSchema), 400: ErrorSchema, 401: ErrorSchema },
      },
    },
    async (request, reply) => {
      const { limit, cursor, q } = request.query;
      const { items, nextCursor } = await listPeople(container, currentUser(request).userId, {
        limit,
        cursor,
        q,
      });
      setNextCursorHeaders(request, reply, nextCursor);
      return items;
    },
  );
};

/** Scores the profiles that have no completeness yet (those from before it, and seeded ones). */
export const jobs = (container: Container) => {
  container.scheduler.every(COMPLETENESS_JOB, container.jobsTickMs, () =>
    fillAllMissingCompleteness(container.db),
  );
};
