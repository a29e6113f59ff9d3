import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { rowsOf } from '../../db/rows.ts';

/** A video the transcode job took: what it needs to make the ladder. */
export interface ClaimedStream {
  id: string;
  userId: string;
  storageKey: string;
  attempts: number;
}

/**
 * Takes the next video waiting for its ladder, for this process, until `leaseUntil`: one that is
 * queued and due, or one whose last taker stopped (its lease ran out). `FOR UPDATE SKIP LOCKED`
 * and the lease together mean two processes never transcode the same video.
 */
export async function claimNextStream(
  db: Database,
  now: Date,
  leaseUntil: Date,
): Promise<ClaimedStream | null> {
  const [claimed] = await rowsOf<{
    id: string;
    user_id: string;
    storage_key: string;
    stream_attempts: number;
  }>(
    db,
    sql`update videos v
      set stream_state = 'processing', stream_attempts = v.stream_attempts + 1,
        stream_lease_until = ${leaseUntil.toISOString()}::timestamptz
      from (
        select id from videos
        where stream_state in ('queued', 'processing') and stream_next_at <= ${now.toISOString()}::timestamptz
          and (stream_lease_until is null or stream_lease_until < ${now.toISOString()}::timestamptz)
        order by stream_next_at, id
        limit 1
        for update skip locked
      ) next
      where v.id = next.id
      returning v.id, v.user_id, v.storage_key, v.stream_attempts`,
  );
  return claimed
    ? {
        id: claimed.id,
        userId: claimed.user_id,
        storageKey: claimed.storage_key,
        attempts: claimed.stream_attempts,
      }
    : null;
}

/** Keeps the video this process is transcoding for longer; false when it is no longer ours (deleted). */
export async function extendStreamLease(db: Database, id: string, leaseUntil: Date): Promise<boolean> {
  const rows = await rowsOf<{ id: string }>(
    db,
    sql`update videos set stream_lease_until = ${leaseUntil.toISOString()}::timestamptz
      where id = ${id}::uuid and stream_state = 'processing' returning id`,
  );
  return rows.length > 0;
}

/** The ladder is stored: the video streams from `streamKey`. False when the video was deleted meanwhile. */
export async function completeStream(
  db: Database,
  id: string,
  stream: { key: string; renditions: string[] },
): Promise<boolean> {
  const rows = await rowsOf<{ id: string }>(
    db,
    sql`update videos set stream_state = 'ready', stream_key = ${stream.key},
        stream_renditions = ${sql`array[${sql.join(
          stream.renditions.map((name) => sql`${name}`),
          sql`, `,
        )}]::text[]`},
        stream_lease_until = null, stream_error = null
      where id = ${id}::uuid and stream_state = 'processing' returning id`,
  );
  return rows.length > 0;
}

/**
 * A try failed: again at `retryAt`, or, with no tries left (`retryAt` null), "processing failed"
 * for its owner, who may ask again. The original file plays either way.
 */
export async function failStream(
  db: Database,
  id: string,
  error: string,
  retryAt: Date | null,
): Promise<void> {
  await db.execute(
    sql`update videos set stream_error = ${error.slice(0, 500)}, stream_lease_until = null,
        stream_state = ${retryAt ? 'queued' : 'failed'},
        stream_next_at = coalesce(${retryAt?.toISOString() ?? null}::timestamptz, stream_next_at)
      where id = ${id}::uuid and stream_state = 'processing'`,
  );
}

/** This process is stopping: the video goes back to the queue at once, this try not counted. */
export async function releaseStream(db: Database, id: string): Promise<void> {
  await db.execute(
    sql`update videos set stream_state = 'queued', stream_lease_until = null,
        stream_attempts = greatest(stream_attempts - 1, 0)
      where id = ${id}::uuid and stream_state = 'processing'`,
  );
}

/** The owner asks again after "processing failed": queued now, with every try back. */
export async function requeueStream(db: Database, id: string, ownerId: string, now: Date): Promise<boolean> {
  const rows = await rowsOf<{ id: string }>(
    db,
    sql`update videos set stream_state = 'queued', stream_attempts = 0, stream_error = null,
        stream_next_at = ${now.toISOString()}::timestamptz
      where id = ${id}::uuid and user_id = ${ownerId}::uuid and stream_state = 'failed' returning id`,
  );
  return rows.length > 0;
}
