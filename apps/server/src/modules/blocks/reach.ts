/**
 * Who may reach whom (issue 24): the one place every path that moves or tells asks. A block
 * either way or a suspended account stops an Ignite move, a notification (in the app, by email,
 * by push later), a read or delivery receipt, typing and every live event about what someone did.
 * The SQL behind it is `reachableSql` (query-parts.ts), which statements that fan out
 * (connection news, receipts) use inline.
 */
import type { Database } from '../../db/client.ts';
import { notFound } from '../../lib/http-error.ts';
import { refuseIfBlocked } from './blocks-service.ts';
import { peopleBlockedEitherWay, type Reach, reachBetween } from './visibility-repository.ts';

export type { Reach };

/** Whether `from` may tell `to` anything (a notification, a receipt, typing). */
export async function canReach(db: Database, from: string, to: string): Promise<boolean> {
  return (await reachBetween(db, from, to)) === null;
}

/**
 * The people a live event about what `authorId` did must not reach (blocked either way); one
 * statement per broadcast. Suspended people need no entry: their sockets are closed.
 */
export function unreachableFrom(db: Database, authorId: string): Promise<string[]> {
  return peopleBlockedEitherWay(db, authorId);
}

/**
 * Refuses an action by `me` that reaches `other`: 403 in the words that say which way the block
 * stands, or `gone` (a 404 in the caller's words) when either account is suspended.
 */
export async function assertCanReach(db: Database, me: string, other: string, gone: string): Promise<void> {
  const reach = await reachBetween(db, me, other);
  if (reach === 'suspended') throw notFound(gone);
  refuseIfBlocked(reach);
}
