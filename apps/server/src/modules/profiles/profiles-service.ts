import {
  ALLOWED_PROFILE_PICTURE_TYPES,
  API_ERRORS,
  type CardAuthor,
  DEFAULT_HUSTLER_STAGE,
  DISCOVERY_WORDS,
  MESSAGES_WORDS,
  PROFILE_ERRORS,
  PROFILE_SCHEMAS,
  type Role,
} from '@ideaignite/contract';
import type { z } from 'zod';
import type { Container } from '../../lib/container.ts';
import { HttpError, notFound } from '../../lib/http-error.ts';
import { storeImage } from '../../media/images.ts';
import type { UploadedFile } from '../../media/multipart-form.ts';
import { contactsVisibleTo } from '../account-settings/index.ts';
import type { TokenClaims } from '../auth/index.ts';
import { isAdmin } from '../moderation/index.ts';
import { findAuthors, findCardAuthors } from './authors-repository.ts';
import { countVideos, refreshCompleteness } from './completeness-repository.ts';
import { completenessOf } from './completeness-score.ts';
import { findUserWithProfile, listUsers, profileVisibleTo, updateProfile } from './profiles-repository.ts';
import { type PublicUser, toCardAuthor, toOwnUser, toPublicUser } from './profiles-view.ts';
import type { AuthorRow, CardAccount, CardProfile, Profile } from './query-parts.ts';

export type ProfilesDeps = Pick<Container, 'db' | 'storage'>;

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

export type FormFields = Record<string, string | string[]>;

/** Validates only the fields the form sent, so a partial form keeps everything else. */
function parseSentFields(
  schema: z.ZodObject,
  fields: FormFields,
  options: { errorField: boolean; required: readonly string[] },
): Partial<Profile> {
  const sent = [...new Set([...Object.keys(fields), ...options.required])].filter(
    (key) => key in schema.shape,
  );
  const result = schema.safeParse(Object.fromEntries(sent.map((key) => [key, fields[key]])));
  if (!result.success) {
    const message = result.error.issues[0]?.message ?? PROFILE_ERRORS.invalidProfile;
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

/** 403 unless the form is the caller's role's (checked before the form is read). */
export function checkProfileFormRole(claims: TokenClaims, options: SaveProfileOptions): void {
  if (options.role !== 'own' && claims.role !== options.role) {
    throw new HttpError(403, PROFILE_ERRORS.wrongRole, { errorField: options.errorField ?? false });
  }
}

const uniqueIgnoringCase = (items: string[]) => {
  const seen = new Set<string>();
  return items.filter((item) => !seen.has(item.toLowerCase()) && seen.add(item.toLowerCase()));
};

/** 400 unless the smallest ticket, as sent or as stored, is at most the largest. */
function checkTicketRange(stored: Profile, values: Partial<Profile>, errorField: boolean): void {
  const min = values.ticketMin !== undefined ? values.ticketMin : stored.ticketMin;
  const max = values.ticketMax !== undefined ? values.ticketMax : stored.ticketMax;
  if (min !== null && max !== null && min > max) {
    throw new HttpError(400, DISCOVERY_WORDS.ticketRange, { errorField });
  }
}

/**
 * Saves a profile form's fields (and an optional new picture) to the caller's own profile, with
 * its new completeness, and marks the user active (discovery ranks by both).
 */
export async function saveProfileForm(
  deps: ProfilesDeps & Pick<Container, 'clock'>,
  claims: TokenClaims,
  options: SaveProfileOptions,
  form: { fields: FormFields; picture?: UploadedFile },
) {
  const errorField = options.errorField ?? false;
  let newPicture: string | undefined;
  try {
    const existing = await findUserWithProfile(deps.db, claims.userId);
    if (!existing) throw notFound(API_ERRORS.userNotFound);
    const values = parseSentFields(options.schema ?? PROFILE_SCHEMAS[claims.role], form.fields, {
      errorField,
      required: options.required ?? [],
    });
    if (claims.role === 'Hustler' && !existing.profile.currentStage && !values.currentStage) {
      values.currentStage = DEFAULT_HUSTLER_STAGE;
    }
    checkTicketRange(existing.profile, values, errorField);
    // One spelling per skill ("React" and "react" are one skill to discovery's filter and counts).
    if (values.skills) values.skills = uniqueIgnoringCase(values.skills);
    if (form.picture) newPicture = await storeImage(deps.storage, form.picture, PICTURE_RULE, errorField);
    const changed: Partial<Profile> = newPicture ? { ...values, profilePic: newPicture } : values;
    const { score } = completenessOf(
      { ...existing.profile, ...changed },
      await countVideos(deps.db, claims.userId),
    );
    await updateProfile(deps.db, claims.userId, {
      ...changed,
      completeness: score,
      activeAt: deps.clock.now(),
    });
    const old = existing.profile.profilePic;
    if (newPicture && old) await deps.storage.delete(old).catch(() => undefined);
  } catch (error) {
    if (newPicture) await deps.storage.delete(newPicture).catch(() => undefined);
    throw error;
  }
}

/** The signed-in user's completeness, computed afresh (and stored if it changed). */
export async function getCompleteness(deps: Pick<Container, 'db'>, userId: string) {
  const completeness = await refreshCompleteness(deps.db, userId);
  if (!completeness) throw notFound(API_ERRORS.userNotFound);
  return completeness;
}

/** The signed-in user's own view (with email and phone number). */
export async function getOwnUser(deps: ProfilesDeps & Pick<Container, 'adminEmails'>, userId: string) {
  const row = await findUserWithProfile(deps.db, userId);
  if (!row) throw notFound(API_ERRORS.userNotFound);
  const user = toOwnUser(row.user, row.profile, deps.storage);
  // A moderator (modules/moderation decides): the app shows them the moderation queue.
  return (await isAdmin(deps, userId)) ? { ...user, isAdmin: true } : user;
}

/** Anyone's public profile, with the contact details its owner lets `viewerId` see. */
export async function getPublicProfile(deps: ProfilesDeps, userId: string, viewerId: string) {
  const [row, visible] = await Promise.all([
    findUserWithProfile(deps.db, userId),
    profileVisibleTo(deps.db, userId, viewerId),
  ]);
  if (!row) throw notFound(API_ERRORS.userNotFound);
  // Suspended, or blocked either way: as if there were no such person (decision 023).
  if (!visible) throw notFound(MESSAGES_WORDS.receiverNotFound);
  const contacts = await contactsVisibleTo(deps.db, viewerId, [userId]);
  return toPublicUser(row.user, row.profile, deps.storage, contacts.get(userId));
}

/**
 * People other than me, newest first, optionally matching a search in name, skills, project or
 * bio: one page and the next cursor (the chat's people list).
 */
export async function listPeople(
  deps: ProfilesDeps,
  me: string,
  query: { limit: number; cursor?: string; q?: string },
) {
  const { page, nextCursor } = await listUsers(deps.db, {
    ...query,
    q: query.q || undefined,
    excludeUserId: me,
  });
  return { items: await toPublicPeople(deps, me, page), nextCursor };
}

/** A page of people as `me` sees them: each with the contact details its owner lets `me` see. */
export async function toPublicPeople(
  deps: ProfilesDeps,
  me: string,
  rows: readonly AuthorRow[],
): Promise<PublicUser[]> {
  const contacts = await contactsVisibleTo(
    deps.db,
    me,
    rows.map((row) => row.user.id),
  );
  return rows.map((row) => toPublicUser(row.user, row.profile, deps.storage, contacts.get(row.user.id)));
}

/**
 * The full public profiles of the given users in one query (a connection's list); with
 * `viewerId`, also the contact details each lets that viewer see. A post's author is a card
 * (loadCardAuthors).
 */
export async function loadAuthors(
  deps: ProfilesDeps,
  userIds: Array<string | null>,
  viewerId?: string,
): Promise<Map<string, PublicUser>> {
  const ids = [...new Set(userIds.filter((id): id is string => Boolean(id)))];
  if (ids.length === 0) return new Map();
  const [rows, contacts] = await Promise.all([
    findAuthors(deps.db, ids),
    viewerId ? contactsVisibleTo(deps.db, viewerId, ids) : undefined,
  ]);
  return new Map(
    rows.map((row) => [
      row.user.id,
      toPublicUser(row.user, row.profile, deps.storage, contacts?.get(row.user.id)),
    ]),
  );
}

/**
 * What a card shows of the given users, in one query (decision 041), for embedding as
 * uploadedBy / commentedBy.
 */
export async function loadCardAuthors(
  deps: ProfilesDeps,
  userIds: Array<string | null>,
): Promise<Map<string, CardAuthor>> {
  const ids = [...new Set(userIds.filter((id): id is string => Boolean(id)))];
  if (ids.length === 0) return new Map();
  const rows = await findCardAuthors(deps.db, ids);
  return new Map(rows.map((row) => [row.user.id, toCardAuthor(row.user, row.profile, deps.storage)]));
}

/**
 * The card authors of page rows by user id. A list reads each row's author in the same statement
 * (cardAuthorOf); a row that was just written comes without one, and then all are loaded in one
 * query.
 */
export async function authorsOfRows(
  deps: ProfilesDeps,
  rows: ReadonlyArray<{ userId: string; author?: CardAccount; profile?: CardProfile }>,
): Promise<Map<string, CardAuthor>> {
  if (rows.every((row) => row.author && row.profile))
    return new Map(rows.map((row) => [row.userId, toCardAuthor(row.author!, row.profile!, deps.storage)]));
  return loadCardAuthors(
    deps,
    rows.map((row) => row.userId),
  );
}
