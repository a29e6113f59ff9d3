import { defineEndpoint } from '../endpoint.ts';
import { CofounderInviteParamsSchema } from './params.ts';
import {
  CofounderInviteAnswerResponseSchema,
  CofounderInviteInputSchema,
  CofounderInvitesResponseSchema,
  CofounderMatchesResponseSchema,
  CofounderPreferencesInputSchema,
  CofounderPreferencesResponseSchema,
  CofounderPreferencesSavedResponseSchema,
} from './schemas.ts';

const tags = ['cofounders'];
const errors = [400, 401, 403, 404, 409] as const;

/** Co-founder matching (issue 26): preferences, matches, invites and their answers. */
export const cofoundersApi = {
  preferences: defineEndpoint({
    method: 'GET',
    path: '/api/cofounders/preferences',
    auth: 'user',
    tags,
    summary: 'My co-founder preferences, or a first draft from my profile',
    responses: { 200: CofounderPreferencesResponseSchema },
    errors: [...errors],
  }),
  savePreferences: defineEndpoint({
    method: 'PUT',
    path: '/api/cofounders/preferences',
    auth: 'user',
    tags,
    summary: 'Save my co-founder preferences, each part must-have, nice to have or not at all',
    body: CofounderPreferencesInputSchema,
    responses: { 200: CofounderPreferencesSavedResponseSchema },
    errors: [...errors],
  }),
  matches: defineEndpoint({
    method: 'GET',
    path: '/api/cofounders/matches',
    auth: 'user',
    tags,
    summary: 'My best co-founder matches, with a score and the reasons',
    responses: { 200: CofounderMatchesResponseSchema },
    errors: [...errors],
  }),
  invites: defineEndpoint({
    method: 'GET',
    path: '/api/cofounders/invites',
    auth: 'user',
    tags,
    summary: 'Co-founder invites I received and sent, and my co-founder connections',
    responses: { 200: CofounderInvitesResponseSchema },
    errors: [...errors],
  }),
  /** Answers 201 for a new invite, 200 when it accepts the invite they had sent me. */
  invite: defineEndpoint({
    method: 'POST',
    path: '/api/cofounders/invites',
    auth: 'user',
    tags,
    summary:
      'Invite a match with a short note (at most 20 in any 24 hours); their invite to me is accepted instead',
    body: CofounderInviteInputSchema,
    responses: { 200: CofounderInviteAnswerResponseSchema, 201: CofounderInviteAnswerResponseSchema },
    errors: [...errors, 429],
  }),
  accept: defineEndpoint({
    method: 'POST',
    path: '/api/cofounders/invites/:inviteId/accept',
    auth: 'user',
    tags,
    summary: 'The invited person accepts: both are connected and may message without a request',
    params: CofounderInviteParamsSchema,
    responses: { 200: CofounderInviteAnswerResponseSchema },
    errors: [...errors],
  }),
  decline: defineEndpoint({
    method: 'POST',
    path: '/api/cofounders/invites/:inviteId/decline',
    auth: 'user',
    tags,
    summary: 'The invited person declines, quietly (the sender is not told)',
    params: CofounderInviteParamsSchema,
    responses: { 200: CofounderInviteAnswerResponseSchema },
    errors: [...errors],
  }),
};
