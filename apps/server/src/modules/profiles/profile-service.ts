import path from 'node:path';
import {
  ALLOWED_PROFILE_PICTURE_TYPES,
  API_ERRORS,
  DEFAULT_HUSTLER_STAGE,
  MAX_IMAGE_BYTES,
  PROFILE_ERRORS,
  PROFILE_SCHEMAS,
  type Role,
} from '@ideaignite/contract';
import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { Database } from '../../db/client.ts';
import type { Profile } from '../../db/schema.ts';
import { HttpError, notFound } from '../../lib/http-error.ts';
import { storeImage } from '../../media/images.ts';
import { type MultipartForm, readMultipartForm } from '../../media/multipart-form.ts';
import type { MediaStorage } from '../../media/storage.ts';
import type { TokenClaims } from '../auth/tokens.ts';
import { findUserWithProfile, updateProfile } from './profiles-repository.ts';

export interface ProfileDeps {
  db: Database;
  storage: MediaStorage;
  dataDir: string;
}

const PICTURE_RULE = {
  allowed: ALLOWED_PROFILE_PICTURE_TYPES,
  message: PROFILE_ERRORS.invalidPicture,
  folder: 'avatars',
  maxWidth: 512,
  maxHeight: 512,
  fit: 'cover' as const,
};

/** Form field names (as the spec spells them) to profile columns. */
const COLUMN_OF: Record<string, keyof Profile> = { Username: 'username' };

/** Validates only the fields the form sent, so a partial form keeps everything else. */
function parseSentFields(
  schema: z.ZodObject,
  form: MultipartForm,
  options: { errorField: boolean; required: readonly string[] },
): Partial<Profile> {
  const sent = [...new Set([...Object.keys(form.fields), ...options.required])].filter(
    (key) => key in schema.shape,
  );
  const result = schema.safeParse(Object.fromEntries(sent.map((key) => [key, form.fields[key]])));
  if (!result.success) {
    const message = result.error.issues[0]?.message ?? 'Invalid profile.';
    throw new HttpError(400, message, { errorField: options.errorField });
  }
  const data = result.data as Record<string, unknown>;
  return Object.fromEntries(sent.map((key) => [COLUMN_OF[key] ?? key, data[key]])) as Partial<Profile>;
}

export interface SaveProfileOptions {
  /** The role whose form this is; another role's user gets 403. */
  role: Role | 'own';
  schema?: z.ZodObject;
  /** Fields checked even when the form leaves them out (Update_H_profile's project). */
  required?: readonly string[];
  errorField?: boolean;
}

/** Reads a profile form (multipart, with an optional picture) and saves it to the caller's own profile. */
export async function saveProfileForm(
  deps: ProfileDeps,
  request: FastifyRequest,
  claims: TokenClaims,
  options: SaveProfileOptions,
) {
  const errorField = options.errorField ?? false;
  if (options.role !== 'own' && claims.role !== options.role) {
    throw new HttpError(403, PROFILE_ERRORS.wrongRole, { errorField });
  }
  const form = await readMultipartForm(request, {
    tempDir: path.join(deps.dataDir, 'tmp'),
    files: { profilePic: { maxBytes: MAX_IMAGE_BYTES, tooLargeMessage: PROFILE_ERRORS.pictureTooLarge } },
    errorField,
  });
  let newPicture: string | undefined;
  try {
    const existing = await findUserWithProfile(deps.db, claims.userId);
    if (!existing) throw notFound(API_ERRORS.userNotFound);
    const values = parseSentFields(options.schema ?? PROFILE_SCHEMAS[claims.role], form, {
      errorField,
      required: options.required ?? [],
    });
    if (claims.role === 'Hustler' && !existing.profile.currentStage && !values.currentStage) {
      values.currentStage = DEFAULT_HUSTLER_STAGE;
    }
    const picture = form.files.profilePic;
    if (picture) newPicture = await storeImage(deps.storage, picture, PICTURE_RULE, errorField);
    await updateProfile(deps.db, claims.userId, newPicture ? { ...values, profilePic: newPicture } : values);
    const old = existing.profile.profilePic;
    if (newPicture && old) await deps.storage.delete(old).catch(() => undefined);
  } catch (error) {
    if (newPicture) await deps.storage.delete(newPicture).catch(() => undefined);
    throw error;
  } finally {
    await form.cleanup();
  }
}
