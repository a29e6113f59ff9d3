import {
  IGNITE_TRANSITIONS,
  type IgniteAction,
  type IgniteStatus,
  type NotificationText,
} from '@ideaignite/contract';
import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { rowsOf } from '../../db/rows.ts';
import { connections, videos } from '../../db/schema.ts';
import { cursorAt } from '../../lib/cursor.ts';
import { preparedSql } from '../../lib/prepared.ts';
import { reachableSql } from '../blocks/index.ts';
import { inAppOn } from '../notifications/index.ts';
import { type PitchVideoRow, pitchVideoColumns } from '../videos/index.ts';

/** The statuses that count as an answer from the investor (a meeting asked for, or a pass). */
const ANSWERED = sql.raw(`'meeting', 'passed', 'connected'`);
/** The answers that were a yes. */
const ACCEPTED = sql.raw(`'meeting', 'connected'`);
/** The daily Ignite limit counts over the 24 hours before now, not the calendar day. */
const LIMIT_WINDOW_MS = 24 * 60 * 60 * 1000;
const windowStart = (now: Date) => new Date(now.getTime() - LIMIT_WINDOW_MS);

interface IgnitePartiesRow {
  investor_role: string | null;
  /** The investor's "open to pitches" switch (profiles.open_to_pitches); null without a profile. */
  investor_open: boolean | null;
  hustler_name: string | null;
  hustler_project: string | null;
  /** The owner of the video sent with the pitch (null when none was asked for, it does not exist or is hidden). */
  video_owner: string | null;
}

/**
 * The investor's role (null when there is none, the account was erased or a moderator suspended
 * it: an Ignite cannot reach them) and whether they take pitches, the hustler's name and project,
 * the video's owner: one read.
 */
const igniteParties = () => sql`
  select (select role from users where id = ${sql.placeholder('investorId')}::uuid
        and deleted_at is null and suspended_at is null)
      as investor_role,
    (select open_to_pitches from profiles where user_id = ${sql.placeholder('investorId')}::uuid)
      as investor_open,
    p.username as hustler_name, p.project as hustler_project,
    (select user_id from videos where id = ${sql.placeholder('videoId')}::uuid and hidden_at is null)
      as video_owner
  from (select 1) as one left join profiles p on p.user_id = ${sql.placeholder('hustlerId')}::uuid`;

export async function findIgniteParties(
  db: Database,
  input: { hustlerId: string; investorId: string; videoId: string | null },
) {
  const [row] = await preparedSql<IgnitePartiesRow>(db, 'connects_ignite_parties', igniteParties).execute(
    input,
  );
  return row;
}

interface IgnitedRow {
  id: string;
  /** Null when the investor turned in-app Ignite notifications off. */
  notification_id: string | null;
  notification_created_at: string | null;
}

export interface NewIgnite {
  hustlerId: string;
  investorId: string;
  pitch: string;
  videoId: string | null;
  /** The server clock's time (decision 020): the Ignite's created_at and the daily window's end. */
  now: Date;
  /** At most this many Ignites in the 24 hours before `now`. */
  dailyLimit: number;
  message: string;
  params: NotificationText;
}

/**
 * Stores a new Ignite and the investor's `ignite` notification (unless they turned in-app Ignite
 * notifications off), when the hustler has sent fewer than `dailyLimit` in the last 24 hours.
 * The hustler's users row is locked first, so two requests at once are counted one after the
 * other: the 10th and an 11th cannot both pass. Throws on a duplicate pair, or a video gone
 * since it was checked.
 */
export async function insertIgnite(db: Database, input: NewIgnite) {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select 1 from users where id = ${input.hustlerId} for update`);
    const [sent] = await rowsOf<{ n: number }>(
      tx,
      sql`select count(*)::int as n from connections
        where hustler_id = ${input.hustlerId} and created_at > ${windowStart(input.now)}`,
    );
    if ((sent?.n ?? 0) >= input.dailyLimit) return { limited: true as const };
    const [row] = await rowsOf<IgnitedRow>(
      tx,
      sql`with connection as (
          insert into connections (hustler_id, investor_id, pitch, video_id, created_at)
          values (${input.hustlerId}, ${input.investorId}, ${input.pitch}, ${input.videoId}, ${input.now})
          returning id
        ), noted as (
          insert into notifications (user_id, type, message, params, actor_id, entity_id)
          select ${input.investorId}, 'ignite', ${input.message}, ${JSON.stringify(input.params)}::jsonb,
            ${input.hustlerId}, connection.id::text
          from connection
          where ${inAppOn(sql`${input.investorId}::uuid`, 'ignite')}
          returning id, created_at
        )
        select connection.id, noted.id as notification_id,
          ${cursorAt(sql`noted.created_at`)} as notification_created_at
        from connection left join noted on true`,
    );
    if (!row) throw new Error('connection insert returned nothing');
    return { limited: false as const, row };
  });
}

/**
 * An Ignite as the services show it: the row and the video sent with it (null when none, deleted
 * or hidden by a moderator: the join below only finds a shown video).
 */
const igniteColumns = {
  id: connections.id,
  hustlerId: connections.hustlerId,
  investorId: connections.investorId,
  status: connections.status,
  pitch: connections.pitch,
  passReason: connections.passReason,
  createdAt: connections.createdAt,
  viewedAt: connections.viewedAt,
  respondedAt: connections.respondedAt,
  connectedAt: connections.connectedAt,
  video: pitchVideoColumns,
};

/** The video sent with an Ignite, while a moderator has not hidden it. */
const shownVideo = and(eq(videos.id, connections.videoId), isNull(videos.hiddenAt));

export interface IgniteRow {
  id: string;
  hustlerId: string;
  investorId: string;
  status: IgniteStatus;
  pitch: string;
  passReason: string | null;
  createdAt: Date;
  viewedAt: Date | null;
  respondedAt: Date | null;
  connectedAt: Date | null;
  video: PitchVideoRow | null;
}

/** A user's Ignites on one side (investor: received, hustler: sent), newest first, at most 200. */
export function listIgniteRows(
  db: Database,
  side: 'investorId' | 'hustlerId',
  userId: string,
): Promise<IgniteRow[]> {
  return db
    .select(igniteColumns)
    .from(connections)
    .leftJoin(videos, shownVideo)
    .where(eq(connections[side], userId))
    .orderBy(desc(connections.createdAt), desc(connections.id))
    .limit(200);
}

/** One Ignite, as it stands now. */
export async function findIgniteRow(db: Database, id: string): Promise<IgniteRow | undefined> {
  const [row] = await db
    .select(igniteColumns)
    .from(connections)
    .leftJoin(videos, shownVideo)
    .where(eq(connections.id, id))
    .limit(1);
  return row;
}

interface MovedRow {
  id: string;
  hustler_id: string;
  investor_id: string;
  status: IgniteStatus;
  /** True when this move changed the Ignite; false: the row as it stands, to tell 403, 404 and 409 apart. */
  moved: boolean;
  /** The name of the one who moved it (for the other side's notification). */
  mover_name: string | null;
}

/** The column each move stamps with the time. */
const MOVE_STAMP: Record<IgniteAction, string> = {
  view: 'viewed_at',
  meeting: 'responded_at',
  pass: 'responded_at',
  connect: 'connected_at',
};

/**
 * One move, checked and made in one conditional statement: only by the side the move belongs to
 * and only from the statuses it starts from, so two moves at once cannot both win; never across a
 * block or with a suspended account (a block made after the service's check still stops it).
 * Answers the updated row when this move won, otherwise the row as it stands.
 */
const moveStatement = (action: IgniteAction) => () => {
  const move = IGNITE_TRANSITIONS[action];
  const side = sql.raw(move.by === 'investor' ? 'investor_id' : 'hustler_id');
  const from = sql.join(
    move.from.map((status) => sql`${status}`),
    sql`, `,
  );
  const reason = action === 'pass' ? sql`, pass_reason = ${sql.placeholder('reason')}` : sql``;
  return sql`
    with moved as (
      update connections set status = ${move.to},
        ${sql.raw(MOVE_STAMP[action])} = ${sql.placeholder('now')}::timestamptz ${reason}
      where id = ${sql.placeholder('connectionId')}::uuid and ${side} = ${sql.placeholder('userId')}::uuid
        and status in (${from}) and ${reachableSql(sql`hustler_id`, sql`investor_id`)}
      returning id, hustler_id, investor_id, status
    ), outcome as (
      select id, hustler_id, investor_id, status, true as moved from moved
      union all
      select id, hustler_id, investor_id, status, false from connections
      where id = ${sql.placeholder('connectionId')}::uuid and not exists (select 1 from moved)
    )
    select outcome.id, outcome.hustler_id, outcome.investor_id, outcome.status, outcome.moved,
      (select username from profiles where user_id = ${sql.placeholder('userId')}::uuid) as mover_name
    from outcome`;
};

export async function moveIgnite(
  db: Database,
  action: IgniteAction,
  input: { connectionId: string; userId: string; now: Date; reason?: string | null },
): Promise<MovedRow | undefined> {
  const [row] = await preparedSql<MovedRow>(db, `connects_move_${action}`, moveStatement(action)).execute({
    ...input,
    reason: input.reason ?? null,
  });
  return row;
}

interface StatsRow {
  total: number;
  answered: number;
  accepted: number;
  median_seconds: number | null;
  sent_today: number;
}

const statsStatement = (side: 'hustler_id' | 'investor_id') => () =>
  sql`
  select count(*)::int as total,
    count(*) filter (where status in (${ANSWERED}))::int as answered,
    count(*) filter (where status in (${ACCEPTED}))::int as accepted,
    percentile_cont(0.5) within group (order by extract(epoch from responded_at - created_at)::float8)
      filter (where status in (${ANSWERED}) and responded_at is not null) as median_seconds,
    count(*) filter (where created_at > ${sql.placeholder('since')}::timestamptz)::int as sent_today
  from connections where ${sql.raw(side)} = ${sql.placeholder('userId')}::uuid`;

/**
 * My side's counts: all, answered, accepted, the median seconds to an answer, and sent in the
 * daily limit's window ending at `now`.
 */
export async function igniteStats(
  db: Database,
  side: 'hustler' | 'investor',
  userId: string,
  now: Date,
): Promise<StatsRow> {
  const column = side === 'hustler' ? 'hustler_id' : 'investor_id';
  const [row] = await preparedSql<StatsRow>(db, `connects_stats_${side}`, statsStatement(column)).execute({
    userId,
    since: windowStart(now),
  });
  return {
    total: row?.total ?? 0,
    answered: row?.answered ?? 0,
    accepted: row?.accepted ?? 0,
    median_seconds: row?.median_seconds == null ? null : Number(row.median_seconds),
    sent_today: row?.sent_today ?? 0,
  };
}
