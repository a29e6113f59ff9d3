import { z } from 'zod';
import { defineEndpoint } from '../endpoint.ts';
import { UserIdParamsSchema } from '../schemas/common.ts';
import { CompletenessResponseSchema } from '../schemas/matching.ts';
import {
  GetUserResponseSchema,
  ProfileSaveResponseSchema,
  PublicProfileResponseSchema,
  PublicUserSchema,
} from '../schemas/profiles.ts';
import { UsersQuerySchema } from '../schemas/social.ts';

/**
 * The profiles feature's calls: my own profile and its completeness, the set-up and edit forms
 * (multipart, an optional profilePic, each at the path the spec spells), anyone's public profile,
 * and the people to chat with.
 */
export const profilesApi = {
  me: defineEndpoint({
    method: 'GET',
    path: '/api/userprofile/getUser',
    auth: 'user',
    tags: ['profiles'],
    summary: 'The signed-in user with profile details',
    responses: { 200: GetUserResponseSchema },
    errors: [401, 404],
  }),
  completeness: defineEndpoint({
    method: 'GET',
    path: '/api/userprofile/completeness',
    auth: 'user',
    tags: ['profiles'],
    summary: "The signed-in user's profile completeness: a score out of 100 and the missing items",
    responses: { 200: CompletenessResponseSchema },
    errors: [401, 404],
  }),
  setUpHustler: defineEndpoint({
    method: 'POST',
    path: '/api/userprofile/Hustler',
    auth: 'user',
    tags: ['profiles'],
    summary: 'Save the Hustler profile set-up form (multipart, optional profilePic)',
    multipart: true,
    responses: { 200: ProfileSaveResponseSchema },
    errors: [400, 401, 403, 413, 415],
  }),
  setUpCofounder: defineEndpoint({
    method: 'POST',
    path: '/api/userprofile/cofounder',
    auth: 'user',
    tags: ['profiles'],
    summary: 'Save the Cofounder profile set-up form (multipart, optional profilePic)',
    multipart: true,
    responses: { 200: ProfileSaveResponseSchema },
    errors: [400, 401, 403, 413, 415],
  }),
  setUpInvestor: defineEndpoint({
    method: 'POST',
    path: '/api/userprofile/Investor',
    auth: 'user',
    tags: ['profiles'],
    summary: 'Save the Investor profile set-up form (multipart, optional profilePic)',
    multipart: true,
    responses: { 200: ProfileSaveResponseSchema },
    errors: [400, 401, 403, 413, 415],
  }),
  setUpJobseeker: defineEndpoint({
    method: 'POST',
    path: '/api/usrprofile/Jobseeker',
    auth: 'user',
    tags: ['profiles'],
    summary: 'Save the Jobseeker profile set-up form (multipart, optional profilePic)',
    multipart: true,
    responses: { 200: ProfileSaveResponseSchema },
    errors: [400, 401, 403, 413, 415],
  }),
  updateHustler: defineEndpoint({
    method: 'PUT',
    path: '/api/userprofile/Update_H_profile',
    auth: 'user',
    tags: ['profiles'],
    summary: 'Edit the Hustler profile (project required; errors also as `error`)',
    multipart: true,
    responses: { 200: ProfileSaveResponseSchema },
    errors: [400, 401, 403, 413, 415],
  }),
  updateMine: defineEndpoint({
    method: 'PUT',
    path: '/api/userprofile/me',
    auth: 'user',
    tags: ['profiles'],
    summary: "Edit the signed-in user's own profile, any role (multipart)",
    multipart: true,
    responses: { 200: ProfileSaveResponseSchema },
    errors: [400, 401, 403, 413, 415],
  }),
  publicProfile: defineEndpoint({
    method: 'GET',
    path: '/api/users/:userId',
    auth: 'user',
    tags: ['profiles'],
    summary: "One user's public profile",
    params: UserIdParamsSchema,
    responses: { 200: PublicProfileResponseSchema },
    errors: [400, 401, 404],
  }),
  users: defineEndpoint({
    method: 'GET',
    path: '/api/users',
    auth: 'user',
    tags: ['users'],
    summary: 'Users to chat with (bare array; ?q= searches; next page in X-Next-Cursor / Link)',
    query: UsersQuerySchema,
    responses: { 200: z.array(PublicUserSchema) },
    errors: [400, 401],
    paged: true,
  }),
};
