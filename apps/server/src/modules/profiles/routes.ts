import {
  API_ERRORS,
  MAX_IMAGE_BYTES,
  PROFILE_ERRORS,
  UpdateHustlerProfileSchema,
  WORDS,
} from '@ideaignite/contract';
import { profilesApi } from '@ideaignite/contract/profiles';
import type { Container, ModuleRoutes } from '../../lib/container.ts';
import { setNextCursorHeaders } from '../../lib/cursor-headers.ts';
import { route } from '../../lib/endpoint-route.ts';
import { withMultipartForm } from '../../media/multipart-form.ts';
import { currentUser } from '../../plugins/authentication.ts';
import { COMPLETENESS_JOB, fillAllMissingCompleteness } from './completeness-service.ts';
import {
  checkProfileFormRole,
  getCompleteness,
  getOwnUser,
  getPublicProfile,
  listPeople,
  type SaveProfileOptions,
  saveProfileForm,
} from './profiles-service.ts';

type FormEndpoint = (typeof profilesApi)[
  | 'setUpHustler'
  | 'setUpCofounder'
  | 'setUpInvestor'
  | 'setUpJobseeker'
  | 'updateHustler'
  | 'updateMine'];

/**
 * The profile forms (multipart, optional profilePic), each saved to the caller's own profile: the
 * four set-up forms of spec section 2 at the paths the spec spells, and the two edit forms.
 */
const FORMS: Array<{ endpoint: FormEndpoint; message: string } & SaveProfileOptions> = [
  { endpoint: profilesApi.setUpHustler, role: 'Hustler', message: WORDS.profileForms.hustlerSuccess },
  {
    endpoint: profilesApi.setUpCofounder,
    role: 'Cofounder',
    message: WORDS.profileForms.cofounderSuccess,
  },
  { endpoint: profilesApi.setUpInvestor, role: 'Investor', message: WORDS.profileForms.genericSuccess },
  {
    endpoint: profilesApi.setUpJobseeker,
    role: 'Jobseeker',
    message: WORDS.profileForms.jobseekerSuccess,
  },
  {
    endpoint: profilesApi.updateHustler,
    role: 'Hustler',
    schema: UpdateHustlerProfileSchema,
    required: ['project'],
    errorField: true,
    message: WORDS.profileForms.genericSuccess,
  },
  {
    endpoint: profilesApi.updateMine,
    role: 'own',
    errorField: true,
    message: WORDS.profileForms.genericSuccess,
  },
];

const pictureForm = (container: Container, errorField: boolean) => ({
  dataDir: container.dataDir,
  files: { profilePic: { maxBytes: MAX_IMAGE_BYTES, tooLargeMessage: PROFILE_ERRORS.pictureTooLarge } },
  errorField,
});

/** The own profile and its forms, anyone's public profile, and the people to chat with. */
export const routes: ModuleRoutes = async (app, { container }) => {
  route(app, profilesApi.me, async (request) => ({
    success: true as const,
    user: await getOwnUser(container, currentUser(request).userId),
    message: API_ERRORS.profileFetched,
  }));

  route(app, profilesApi.completeness, async (request) => ({
    success: true as const,
    ...(await getCompleteness(container, currentUser(request).userId)),
  }));

  for (const form of FORMS) {
    route(
      app,
      form.endpoint,
      async (request) => {
        await withMultipartForm(request, pictureForm(container, form.errorField ?? false), (sent) =>
          saveProfileForm(container, currentUser(request), form, {
            fields: sent.fields,
            picture: sent.files.profilePic,
          }),
        );
        return { success: true as const, message: form.message };
      },
      // The role is checked before the form is read: a wrong role never uploads anything.
      { preHandler: async (request) => checkProfileFormRole(currentUser(request), form) },
    );
  }

  route(app, profilesApi.publicProfile, async (request) => ({
    success: true as const,
    user: await getPublicProfile(container, request.params.userId, currentUser(request).userId),
  }));

  route(app, profilesApi.users, async (request, reply) => {
    const { limit, cursor, q } = request.query;
    const { items, nextCursor } = await listPeople(container, currentUser(request).userId, {
      limit,
      cursor,
      q,
    });
    setNextCursorHeaders(request, reply, nextCursor);
    return items;
  });
};

/** Scores the profiles that have no completeness yet (those from before it, and seeded ones). */
export const jobs = (container: Container) => {
  container.scheduler.every(COMPLETENESS_JOB, container.jobsTickMs, () =>
    fillAllMissingCompleteness(container.db),
  );
};
