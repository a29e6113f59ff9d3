import { randomUUID } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import {
  ACCOUNT_API,
  ACCOUNT_WORDS,
  API_ERRORS,
  DATA_EXPORT_TTL_MS,
  type DataExport,
  DELETION_GRACE_MS,
  PRODUCT_NAME,
} from '@ideaignite/contract';
import { ACCOUNT_WORDS_HI } from '@ideaignite/contract/hi';
import { ZipFile } from 'yazl';
import type { Container } from '../../lib/container.ts';
import { badRequest, forbidden, HttpError, notFound, unauthorized } from '../../lib/http-error.ts';
import { verifyPassword } from '../../lib/passwords.ts';
import { deleteStoredMedia } from '../../media/delete-media.ts';
import type { MediaRead } from '../../media/storage.ts';
import type { TokenClaims } from '../auth/index.ts';
import { forgetModeratorGrants } from '../moderation/index.ts';
import {
  cancelDeletion,
  claimErasure,
  claimExport,
  type DataExportRow,
  eraseUserRows,
  exportAccount,
  exportProfile,
  failExport,
  findExport,
  findUserForDeletion,
  finishExport,
  listExports,
  mediaKeysOf,
  requestDeletion,
  SECTIONS,
  sectionPage,
  setExportProgress,
  startExport,
  takeExpiredExports,
} from './account-repository.ts';
import { forgetErasedAddresses, holdErasedAddress } from './erased-addresses-repository.ts';

export const EXPORTS_JOB = 'exports';
export const ERASURES_JOB = 'erasures';

/** Where export ZIPs live in media storage: never served under /media (see media/storage.ts). */
export const EXPORTS_FOLDER = 'private/exports';
/** A running export holds its claim this long past its last progress; a crashed one is taken over after it. */
export const EXPORT_LEASE_MS = 5 * 60 * 1000;
/** Rows per query while writing an export's lists. */
export const EXPORT_PAGE_SIZE = 500;
const LISTED_EXPORTS = 5;
/** At most this many exports and erasures per run: a big backlog is worked off over several runs. */
const PER_RUN = 10;

type AccountDeps = Pick<Container, 'db' | 'storage' | 'clock' | 'log' | 'dataDir'>;

// ---------------------------------------------------------------------------------------------
// Download my data
// ---------------------------------------------------------------------------------------------

export function toDataExport(row: DataExportRow, now: Date): DataExport {
  const downloadable =
    row.status === 'ready' && row.fileKey !== null && (!row.expiresAt || row.expiresAt > now);
  return {
    id: row.id,
    status: row.status,
    progress: row.progress,
    createdAt: row.createdAt.toISOString(),
    finishedAt: row.finishedAt?.toISOString() ?? null,
    expiresAt: row.expiresAt?.toISOString() ?? null,
    sizeBytes: row.sizeBytes,
    downloadUrl: downloadable ? ACCOUNT_API.exportDownload(row.id) : null,
  };
}

/** POST exports: a new export (kicked off at once), or the one already under way. */
export async function requestDataExport(deps: AccountDeps & Pick<Container, 'scheduler'>, userId: string) {
  const { row, created } = await startExport(deps.db, userId);
  deps.scheduler.kick(EXPORTS_JOB);
  return {
    created,
    answer: {
      message: created ? ACCOUNT_WORDS.exportStarted : ACCOUNT_WORDS.exportUnderWay,
      export: toDataExport(row, deps.clock.now()),
    },
  };
}

export async function listDataExports(deps: AccountDeps, userId: string) {
  const now = deps.clock.now();
  const rows = await listExports(deps.db, userId, now, LISTED_EXPORTS);
  return { items: rows.map((row) => toDataExport(row, now)) };
}

/** The owner's export: 404 when there is none, 403 when it is someone else's. */
async function ownExport(deps: AccountDeps, userId: string, exportId: string) {
  const row = await findExport(deps.db, exportId);
  if (!row) throw notFound(ACCOUNT_WORDS.exportNotFound);
  if (row.userId !== userId) throw forbidden(API_ERRORS.forbidden);
  return row;
}

export async function getDataExport(deps: AccountDeps, userId: string, exportId: string) {
  return toDataExport(await ownExport(deps, userId, exportId), deps.clock.now());
}

/** The ZIP of a ready export, streamed from storage, for its owner only. */
export async function openDataExport(
  deps: AccountDeps,
  userId: string,
  exportId: string,
): Promise<{ file: MediaRead; filename: string }> {
  const row = await ownExport(deps, userId, exportId);
  if (row.status !== 'ready' || !row.fileKey) throw new HttpError(409, ACCOUNT_WORDS.exportNotReady);
  if (row.expiresAt && row.expiresAt <= deps.clock.now())
    throw new HttpError(410, ACCOUNT_WORDS.exportExpired);
  const file = await deps.storage.read(row.fileKey);
  if (!file) throw new HttpError(410, ACCOUNT_WORDS.exportExpired);
  const day = row.createdAt.toISOString().slice(0, 10);
  return { file, filename: `${PRODUCT_NAME.toLowerCase()}-data-${day}.zip` };
}

/** The 'exports' job: prepares queued exports one by one, then removes expired files. */
export async function runExports(deps: AccountDeps): Promise<void> {
  for (let done = 0; done < PER_RUN; done += 1) {
    const now = deps.clock.now();
    const claimed = await claimExport(deps.db, now, new Date(now.getTime() + EXPORT_LEASE_MS));
    if (!claimed) break;
    try {
      await buildExport(deps, claimed.id, claimed.userId);
    } catch (error) {
      deps.log.error({ err: error, exportId: claimed.id }, 'data export failed');
      await failExport(deps.db, claimed.id, deps.clock.now());
    }
  }
  await removeExpiredExports(deps);
}

export async function removeExpiredExports(deps: AccountDeps) {
  await deleteStoredMedia(deps, await takeExpiredExports(deps.db, deps.clock.now(), 100));
}

/** snake_case columns as the export's camelCase keys, without the paging column. */
function cleanRow(row: Record<string, unknown>) {
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(row)) {
    if (key === 'cursor_at') continue;
    out[key.replace(/_([a-z])/g, (_, letter: string) => letter.toUpperCase())] = value;
  }
  return out;
}

/**
 * Writes the ZIP to a temp file as a stream — data.json written section by section while the
 * rows are paged in, then each uploaded file streamed from storage — and stores it. Progress is
 * saved after each section and each file, renewing the claim; a claim that was lost stops it.
 */
async function buildExport(deps: AccountDeps, exportId: string, userId: string) {
  const media: { kind: string; key: string; file: string }[] = [];
  for (const item of await mediaKeysOf(deps.db, userId)) {
    if (item.kind === 'renditions') continue;
    if (await deps.storage.stat(item.key)) media.push({ ...item, file: `media/${item.key}` });
  }
  const sections = Object.keys(SECTIONS);
  const steps = 2 + sections.length + media.length;
  let done = 0;
  const step = async () => {
    done += 1;
    const now = deps.clock.now();
    const progress = Math.min(99, Math.floor((done / steps) * 100));
    const ours = await setExportProgress(
      deps.db,
      exportId,
      progress,
      new Date(now.getTime() + EXPORT_LEASE_MS),
    );
    if (!ours) throw new Error('the export was taken over or removed');
  };

  async function* dataJson() {
    const account = await exportAccount(deps.db, userId);
    if (!account) throw new Error('the user is gone');
    const about = (account.locale === 'hi-IN' ? ACCOUNT_WORDS_HI : ACCOUNT_WORDS).exportAbout;
    yield `{\n"about": ${JSON.stringify(about)},\n"exportedAt": ${JSON.stringify(deps.clock.now())},\n`;
    yield `"account": ${JSON.stringify(cleanRow(account))},\n`;
    await step();
    const profile = await exportProfile(deps.db, userId);
    yield `"profile": ${JSON.stringify(profile ? cleanRow(profile) : null)}`;
    await step();
    for (const name of sections) {
      yield `,\n${JSON.stringify(name)}: [`;
      let after: { at: string; id: string } | null = null;
      let first = true;
      for (;;) {
        const rows = await sectionPage(deps.db, SECTIONS[name]!(userId, after, EXPORT_PAGE_SIZE));
        for (const row of rows) {
          yield `${first ? '\n' : ',\n'}${JSON.stringify(cleanRow(row))}`;
          first = false;
        }
        const last = rows.at(-1);
        if (!last || rows.length < EXPORT_PAGE_SIZE) break;
        after = { at: last.cursor_at, id: String(last.id) };
      }
      yield ']';
      await step();
    }
    yield `,\n"media": ${JSON.stringify(media.map(({ kind, file }) => ({ kind, file })))}\n}\n`;
  }

  const tempDir = path.join(deps.dataDir, 'exports-tmp');
  await mkdir(tempDir, { recursive: true });
  const tempPath = path.join(tempDir, `${exportId}-${randomUUID()}.zip`);
  try {
    const zip = new ZipFile();
    const failed = new Promise<never>((_, reject) => zip.on('error', reject));
    const written = pipeline(zip.outputStream, createWriteStream(tempPath));
    const mtime = deps.clock.now();
    zip.addReadStreamLazy('data.json', { mtime }, (callback) => callback(null, Readable.from(dataJson())));
    for (const item of media) {
      zip.addReadStreamLazy(item.file, { mtime, compress: false }, (callback) => {
        step()
          .then(() => deps.storage.read(item.key))
          .then(
            (read) => callback(null, read ? read.stream : Readable.from([])),
            (error: unknown) => callback(error, Readable.from([])),
          );
      });
    }
    zip.end();
    await Promise.race([written, failed]);
    const { size } = await stat(tempPath);
    const fileKey = `${EXPORTS_FOLDER}/${userId}/${exportId}.zip`;
    await deps.storage.putFile(fileKey, tempPath);
    const finishedAt = deps.clock.now();
    const finished = await finishExport(deps.db, exportId, {
      fileKey,
      sizeBytes: size,
      finishedAt,
      expiresAt: new Date(finishedAt.getTime() + DATA_EXPORT_TTL_MS),
    });
    if (!finished) await deps.storage.delete(fileKey);
  } finally {
    await rm(tempPath, { force: true });
  }
}

// ---------------------------------------------------------------------------------------------
// Delete my account
// ---------------------------------------------------------------------------------------------

/**
 * POST deletion: the password again, then the account is erased after the grace period; every
 * session ends now. A wrong password changes nothing.
 */
export async function requestAccountDeletion(
  deps: AccountDeps & Pick<Container, 'sessions'>,
  me: TokenClaims,
  password: string,
) {
  const user = await findUserForDeletion(deps.db, me.userId);
  if (!user || user.deletedAt) throw unauthorized(API_ERRORS.invalidToken);
  if (!(await verifyPassword(user.passwordHash, password))) throw badRequest(ACCOUNT_WORDS.wrongPassword);
  const now = deps.clock.now();
  await requestDeletion(deps.db, user.id, now);
  await deps.sessions.endAll(user.id);
  return {
    message: ACCOUNT_WORDS.deletionScheduled,
    erasesAt: new Date(now.getTime() + DELETION_GRACE_MS).toISOString(),
  };
}

/**
 * Called by sign-in once the password is right: within the grace, signing in undoes a requested
 * deletion (answers true); after it, the account can no longer be signed in to, whether or not
 * the erasure has run yet (the same answer as a wrong password).
 */
export async function resumeAccountOnSignin(deps: Pick<Container, 'db' | 'clock'>, userId: string) {
  const cutoff = new Date(deps.clock.now().getTime() - DELETION_GRACE_MS);
  const outcome = await cancelDeletion(deps.db, userId, cutoff);
  if (outcome === 'too-late') throw unauthorized(API_ERRORS.invalidCredentials);
  return outcome === 'cancelled';
}

/** The 'erasures' job: erases, one transaction each, every account whose grace is over. */
export async function runErasures(deps: AccountDeps): Promise<number> {
  await forgetErasedAddresses(deps.db, deps.clock.now());
  let erased = 0;
  for (; erased < PER_RUN; erased += 1) {
    if (!(await eraseNextAccount(deps))) break;
  }
  return erased;
}

/**
 * One account: claimed, its rows erased and its files deleted inside one transaction, so a
 * failure (storage down, a crash) rolls the claim back and the next run tries again; files go
 * before the commit, so no erased account leaves files behind.
 */
async function eraseNextAccount(deps: AccountDeps): Promise<boolean> {
  const now = deps.clock.now();
  const cutoff = new Date(now.getTime() - DELETION_GRACE_MS);
  const erasedId = await deps.db.transaction(async (tx) => {
    const user = await claimErasure(tx, cutoff, now);
    if (!user) return undefined;
    const keys = await eraseUserRows(tx, user, `deleted-${randomUUID()}@deleted.invalid`);
    // Issue 24: no longer a moderator, and nobody takes the freed address for a while.
    await forgetModeratorGrants(tx, user.id);
    await holdErasedAddress(tx, user.email, now);
    for (const key of new Set(keys))
      await (key.endsWith('/') ? deps.storage.deletePrefix(key) : deps.storage.delete(key));
    return user.id;
  });
  if (!erasedId) return false;
  deps.log.info({ userId: erasedId }, 'account erased');
  return true;
}
