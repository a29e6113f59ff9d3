/**
 * The blocks module's own reads of reach and hidden media (issue 15, decision 023); the SQL pieces
 * other modules' statements use are in query-parts.ts.
 */
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { rowsOf } from '../../db/rows.ts';
import type { BlockDirection } from './query-parts.ts';

/** Which way a block stands, or that either account is suspended, in one read. */
export async function reachBetween(db: Database, me: string, other: string): Promise<Reach> {
  const [row] = await rowsOf<{ by_me: boolean; by_them: boolean; suspended: boolean }>(
    db,
    sql`select
      exists (select 1 from blocks where blocker_id = ${me}::uuid and blocked_id = ${other}::uuid) as by_me,
      exists (select 1 from blocks where blocker_id = ${other}::uuid and blocked_id = ${me}::uuid) as by_them,
      exists (select 1 from users where id in (${me}::uuid, ${other}::uuid) and suspended_at is not null)
        as suspended`,
  );
  if (row?.by_me) return 'byMe';
  if (row?.by_them) return 'byThem';
  if (row?.suspended) return 'suspended';
  return null;
}

/** Reach between two people: blocked one way or the other, a suspended account, or nothing in the way (null). */
export type Reach = BlockDirection | 'suspended';

/**
 * Everyone blocked either way with `userId` (both indexes of `blocks`, one statement): a
 * broadcast about what they did leaves these people out.
 */
export async function peopleBlockedEitherWay(db: Database, userId: string): Promise<string[]> {
  const rows = await rowsOf<{ id: string }>(
    db,
    sql`select blocked_id as id from blocks where blocker_id = ${userId}::uuid
      union select blocker_id from blocks where blocked_id = ${userId}::uuid`,
  );
  return rows.map((row) => row.id);
}

/**
 * The media keys (file, poster, cover) of every video, blog and talk a moderator has hidden, with a
 * video's folders of renditions and captions (`hls/<id>/`, `captions/<id>/`, issue 27), and
 * of everything a suspended account posted (its lists already leave it out; its files must not
 * stay reachable by URL either). Found through the moderators' `hide` and `suspend` actions (a
 * small table, kept when reports are erased) and an index probe each, never by scanning videos or
 * users; a row whose hidden_at was cleared, or an account restored, drops out.
 */
export async function hiddenMediaKeys(db: Database): Promise<string[]> {
  const rows = await rowsOf<{ key: string }>(
    db,
    sql`with hidden_videos as (
        select v.id, v.storage_key, v.poster_key from moderation_actions a
          join videos v on v.id = a.target_id and v.hidden_at is not null
          where a.action = 'hide' and a.target = 'video'
        union
        select v.id, v.storage_key, v.poster_key from moderation_actions a
          join users u on u.id = a.target_id and u.suspended_at is not null
          join videos v on v.user_id = u.id
          where a.action = 'suspend' and a.target = 'user'
      ), hidden_blogs as (
        select b.cover_key from moderation_actions a
          join blogs b on b.id = a.target_id and b.hidden_at is not null
          where a.action = 'hide' and a.target in ('blog', 'talk')
        union
        select b.cover_key from moderation_actions a
          join users u on u.id = a.target_id and u.suspended_at is not null
          join blogs b on b.user_id = u.id
          where a.action = 'suspend' and a.target = 'user'
      )
      select k.key from hidden_videos v
        cross join lateral (
          values (v.storage_key), (v.poster_key), ('hls/' || v.id || '/'), ('captions/' || v.id || '/')
        ) as k(key)
        where k.key is not null
      union
      select cover_key from hidden_blogs where cover_key is not null`,
  );
  return rows.map((row) => row.key);
}
