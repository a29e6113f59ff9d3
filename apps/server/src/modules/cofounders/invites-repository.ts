import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { rowsOf } from '../../db/rows.ts';
import { cursorAt } from '../../lib/cursor.ts';
import { reachableSql } from '../blocks/index.ts';
import { type PersonRow, personColumns } from './person-repository.ts';

type Executor = Pick<Database, 'execute'>;

export interface InviteRow {
  id: string;
  from_id: string;
  to_id: string;
  status: 'pending' | 'accepted' | 'declined';
  note: string | null;
  created_at: string;
  answered_at: string | null;
}

const inviteColumns = sql`i.id, i.from_id, i.to_id, i.status, i.note,
  ${cursorAt(sql`i.created_at`)} as created_at,
  case when i.answered_at is null then null else ${cursorAt(sql`i.answered_at`)} end as answered_at`;

/** The invite between two people, whichever sent it (one per pair). */
export async function findInviteBetween(db: Executor, a: string, b: string): Promise<InviteRow | undefined> {
  const [row] = await rowsOf<InviteRow>(
    db,
    sql`select ${inviteColumns} from cofounder_invites i
      where least(i.from_id, i.to_id) = least(${a}::uuid, ${b}::uuid)
        and greatest(i.from_id, i.to_id) = greatest(${a}::uuid, ${b}::uuid)`,
  );
  return row;
}

export async function findInvite(db: Executor, id: string): Promise<InviteRow | undefined> {
  const [row] = await rowsOf<InviteRow>(
    db,
    sql`select ${inviteColumns} from cofounder_invites i where i.id = ${id}`,
  );
  return row;
}

/**
 * Whom an invite may go to: their role (null when erased, suspended or hidden from discovery: an
 * invite cannot reach them), whether they are looking, and my name.
 */
export async function findInviteParties(db: Executor, fromId: string, toId: string) {
  const [row] = await rowsOf<{ role: string | null; looking: boolean | null; from_name: string | null }>(
    db,
    sql`select
      (select role from users where id = ${toId}::uuid and deleted_at is null and suspended_at is null
        and discoverable) as role,
      (select looking from cofounder_preferences where user_id = ${toId}::uuid) as looking,
      (select username from profiles where user_id = ${fromId}::uuid) as from_name`,
  );
  return row;
}

const LIMIT_WINDOW_MS = 24 * 60 * 60 * 1000;
export const windowStart = (now: Date) => new Date(now.getTime() - LIMIT_WINDOW_MS);

/** The invites I sent in the 24 hours before `now` (the daily limit's count). */
export async function invitesSentToday(db: Executor, userId: string, now: Date): Promise<number> {
  const [row] = await rowsOf<{ n: number }>(
    db,
    sql`select count(*)::int as n from cofounder_invites where from_id = ${userId} and created_at > ${windowStart(now)}`,
  );
  return row?.n ?? 0;
}

export interface NewInvite {
  fromId: string;
  toId: string;
  note: string | null;
  now: Date;
  dailyLimit: number;
  /** An invite they sent me that I declined: it becomes mine to them (one row per pair). */
  replacesDeclined: string | null;
}

/**
 * Stores my invite when I sent fewer than `dailyLimit` in the 24 hours before `now`. My users row
 * is locked first, so two requests at once are counted one after the other (decision 022's
 * Ignite limit). Throws on a duplicate pair (an invite stored meanwhile).
 */
export async function insertInvite(db: Database, input: NewInvite) {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select 1 from users where id = ${input.fromId} for update`);
    if ((await invitesSentToday(tx, input.fromId, input.now)) >= input.dailyLimit)
      return { limited: true as const };
    const [row] = input.replacesDeclined
      ? await rowsOf<InviteRow>(
          tx,
          sql`update cofounder_invites i set from_id = ${input.fromId}, to_id = ${input.toId},
              note = ${input.note}, status = 'pending', created_at = ${input.now}, answered_at = null
            where i.id = ${input.replacesDeclined} and i.status = 'declined' and i.to_id = ${input.fromId}
            returning ${inviteColumns}`,
        )
      : await rowsOf<InviteRow>(
          tx,
          sql`insert into cofounder_invites as i (from_id, to_id, note, created_at)
            values (${input.fromId}, ${input.toId}, ${input.note}, ${input.now})
            returning ${inviteColumns}`,
        );
    return { limited: false as const, row };
  });
}

/**
 * The invited person's answer: one conditional UPDATE, so two answers at once cannot both win.
 * Undefined when it did not apply (not theirs, not pending, unknown): the caller reads why.
 */
export async function answerInvite(
  db: Executor,
  input: { id: string; userId: string; status: 'accepted' | 'declined'; now: Date },
): Promise<InviteRow | undefined> {
  const [row] = await rowsOf<InviteRow>(
    db,
    sql`update cofounder_invites i set status = ${input.status}, answered_at = ${input.now}
      where i.id = ${input.id} and i.to_id = ${input.userId} and i.status = 'pending'
      returning ${inviteColumns}`,
  );
  return row;
}

export type InviteWithPerson = InviteRow & PersonRow;

/**
 * My invites with the other person's card: waiting for my answer, sent by me (pending, or declined
 * quietly), and accepted either way (my co-founder connections). Newest first; people blocked
 * either way, suspended or erased are left out.
 */
export async function listInvitesOf(db: Executor, userId: string): Promise<InviteWithPerson[]> {
  return rowsOf<InviteWithPerson>(
    db,
    sql`${invitesWithPerson(userId)}
      where (i.from_id = ${userId}::uuid or (i.to_id = ${userId}::uuid and i.status <> 'declined'))
        and ${reachableSql(sql`${userId}::uuid`, sql`u.id`)}
      order by coalesce(i.answered_at, i.created_at) desc, i.id
      limit 500`,
  );
}

/** One invite of mine with the other person's card (just sent or answered). */
export async function findInviteWithPerson(
  db: Executor,
  id: string,
  userId: string,
): Promise<InviteWithPerson | undefined> {
  const [row] = await rowsOf<InviteWithPerson>(
    db,
    sql`${invitesWithPerson(userId)} where i.id = ${id} and (i.from_id = ${userId}::uuid or i.to_id = ${userId}::uuid)`,
  );
  return row;
}

/** My invites joined to the other person's card. */
const invitesWithPerson = (userId: string) => sql`select ${inviteColumns}, ${personColumns('cp')}
  from cofounder_invites i
  join users u on u.id = case when i.from_id = ${userId}::uuid then i.to_id else i.from_id end
    and u.deleted_at is null
  left join profiles p on p.user_id = u.id
  left join cofounder_preferences cp on cp.user_id = u.id`;
