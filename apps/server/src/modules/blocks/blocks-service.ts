import { BLOCKS_WORDS, type BlockedUser, MESSAGES_WORDS } from '@ideaignite/contract';
import type { Database } from '../../db/client.ts';
import type { Container } from '../../lib/container.ts';
import type { PageQuery } from '../../lib/cursor.ts';
import { badRequest, forbidden, notFound } from '../../lib/http-error.ts';
import { deleteBlock, insertBlock, listBlockRows } from './blocks-repository.ts';
import type { BlockDirection } from './query-parts.ts';
import { hiddenMediaKeys } from './visibility-repository.ts';

/**
 * Blocks `other` for `me`; blocking again changes nothing. Each one's sockets then stop watching
 * the other's items (decision 040).
 */
export async function blockUser(
  deps: Pick<Container, 'db' | 'realtime'>,
  me: string,
  other: string,
): Promise<void> {
  if (me === other) throw badRequest(BLOCKS_WORDS.cannotBlockSelf);
  if (!(await insertBlock(deps.db, me, other))) throw notFound(MESSAGES_WORDS.receiverNotFound);
  await deps.realtime.separate(me, other);
}

export async function unblockUser(deps: Pick<Container, 'db'>, me: string, other: string): Promise<void> {
  if (!(await deleteBlock(deps.db, me, other))) throw notFound(BLOCKS_WORDS.notBlocked);
}

/** The people I blocked, newest first: one page and the next cursor. */
export async function listBlocks(deps: Pick<Container, 'db' | 'storage'>, me: string, query: PageQuery) {
  const { page, nextCursor } = await listBlockRows(deps.db, query, { blockerId: me });
  const items: BlockedUser[] = page.map((row) => ({
    _id: row.id,
    name: row.username,
    role: row.role,
    profilePic: row.profilePic ? deps.storage.publicUrl(row.profilePic) : null,
    blockedAt: row.blockedAt,
  }));
  return { items, nextCursor };
}

/** Refuses an action (an Ignite, a comment, a like) across a block, in the words that say which way. */
export function refuseIfBlocked(direction: BlockDirection): void {
  if (direction === 'byMe') throw forbidden(BLOCKS_WORDS.blockedByYou);
  if (direction === 'byThem') throw forbidden(BLOCKS_WORDS.blockedYou);
}

/**
 * The media keys no URL may serve: what a moderator hid and what a suspended account posted
 * (plugins/media.ts refuses them, reloading this list now and then).
 */
export function mediaKeysToRefuse(db: Database): Promise<string[]> {
  return hiddenMediaKeys(db);
}
