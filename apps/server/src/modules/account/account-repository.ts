import { ACCOUNT_WORDS } from '@ideaignite/contract';
import { ACCOUNT_WORDS_HI } from '@ideaignite/contract/hi';
import { and, desc, eq, inArray, or, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { rowsOf } from '../../db/rows.ts';
import { dataExports, users } from '../../db/schema.ts';
import { cursorAt } from '../../lib/cursor.ts';
import { escapeHtml } from '../../mail/layout.ts';
import { receiptsSharedSql } from '../messages/index.ts';

export type DataExportRow = typeof dataExports.$inferSelect;
type Executor = Pick<Database, 'execute'>;

/** What an erased person's name becomes in mail still waiting to be sent to others. */
const REDACTED_NAME = { en: ACCOUNT_WORDS.deletedUserName, hi: ACCOUNT_WORDS_HI.deletedUserName };
/** A literal string as a (PostgreSQL) regular expression. */
const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

// ---------------------------------------------------------------------------------------------
// Data exports
// ---------------------------------------------------------------------------------------------

/**
 * A new export unless one is queued or running: the user's row is locked first, so two requests
 * at once still make one. Answers the new row, or the one under way.
 */
export async function startExport(db: Database, userId: string) {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select 1 from ${users} where ${users.id} = ${userId} for update`);
    const [running] = await tx
      .select()
      .from(dataExports)
      .where(and(eq(dataExports.userId, userId), inArray(dataExports.status, ['queued', 'running'])))
      .limit(1);
    if (running) return { row: running, created: false };
    const [row] = await tx.insert(dataExports).values({ userId }).returning();
    if (!row) throw new Error('export insert returned nothing');
    return { row, created: true };
  });
}

/** My exports, newest first: at most `limit`, expired ones left out. */
export function listExports(db: Database, userId: string, now: Date, limit: number) {
  return db
    .select()
    .from(dataExports)
    .where(
      and(
        eq(dataExports.userId, userId),
        or(sql`${dataExports.expiresAt} is null`, sql`${dataExports.expiresAt} > ${now}`),
      ),
    )
    .orderBy(desc(dataExports.createdAt), desc(dataExports.id))
    .limit(limit);
}

export async function findExport(db: Database, exportId: string) {
  const [row] = await db.select().from(dataExports).where(eq(dataExports.id, exportId)).limit(1);
  return row;
}

/**
 * Claims the oldest queued export, or a running one whose process let its lease run out (it
 * crashed): one conditional UPDATE, rows another process holds skipped.
 */
export async function claimExport(db: Database, now: Date, leaseUntil: Date) {
  const [row] = await rowsOf<{ id: string; user_id: string }>(
    db,
    sql`update data_exports set status = 'running', progress = 0, locked_until = ${leaseUntil}
      where id = (
        select id from data_exports
        where status = 'queued' or (status = 'running' and locked_until < ${now})
        order by created_at, id
        limit 1
        for update skip locked
      )
      returning id, user_id`,
  );
  return row ? { id: row.id, userId: row.user_id } : undefined;
}

/** Progress of a running export; extends its lease. False when the export is no longer ours. */
export async function setExportProgress(db: Database, exportId: string, progress: number, leaseUntil: Date) {
  const rows = await db
    .update(dataExports)
    .set({ progress, lockedUntil: leaseUntil })
    .where(and(eq(dataExports.id, exportId), eq(dataExports.status, 'running')))
    .returning({ id: dataExports.id });
  return rows.length > 0;
}

export async function finishExport(
  db: Database,
  exportId: string,
  values: { fileKey: string; sizeBytes: number; finishedAt: Date; expiresAt: Date },
) {
  const rows = await db
    .update(dataExports)
    .set({ ...values, status: 'ready', progress: 100, lockedUntil: null })
    .where(and(eq(dataExports.id, exportId), eq(dataExports.status, 'running')))
    .returning({ id: dataExports.id });
  return rows.length > 0;
}

export async function failExport(db: Database, exportId: string, finishedAt: Date) {
  await db
    .update(dataExports)
    .set({ status: 'failed', lockedUntil: null, finishedAt })
    .where(and(eq(dataExports.id, exportId), eq(dataExports.status, 'running')));
}

/**
 * Claims up to `limit` expired exports by deleting their rows (one statement, rows another
 * process holds skipped) and answers their files' keys for the caller to remove.
 */
export async function takeExpiredExports(db: Database, now: Date, limit: number) {
  const rows = await rowsOf<{ file_key: string | null }>(
    db,
    sql`delete from data_exports where id in (
        select id from data_exports
        where expires_at is not null and expires_at <= ${now}
        limit ${limit}
        for update skip locked
      )
      returning file_key`,
  );
  return rows.flatMap((row) => (row.file_key ? [row.file_key] : []));
}

// ---------------------------------------------------------------------------------------------
// What goes into an export
// ---------------------------------------------------------------------------------------------

export async function exportAccount(db: Executor, userId: string) {
  const [row] = await rowsOf<Record<string, unknown>>(
    db,
    sql`select id, email, pending_email, role, verified, locale, notification_channels, digest,
        phone_visibility, email_visibility, discoverable, deletion_requested_at, created_at
      from users where id = ${userId}`,
  );
  return row;
}

export async function exportProfile(db: Executor, userId: string) {
  const [row] = await rowsOf<Record<string, unknown>>(
    db,
    sql`select * from profiles where user_id = ${userId}`,
  );
  return row;
}

/** One section's query: the user's rows after the cursor, oldest first, with a `cursor_at` column. */
export type SectionQuery = (userId: string, after: { at: string; id: string } | null, limit: number) => SQL;

const afterKey = (after: { at: string; id: string } | null, column = 'created_at', id = 'id') =>
  after
    ? sql`and (${sql.raw(column)}, ${sql.raw(id)}) > (${after.at}::timestamptz, ${after.id}::uuid)`
    : sql``;
const cursorColumn = (column = 'created_at') => sql`${cursorAt(sql.raw(column))} as cursor_at`;

/** Every list an export holds, each paged by (created_at, id): no unbounded query. */
export const SECTIONS: Record<string, SectionQuery> = {
  videos: (userId, after, limit) => sql`
    select id, title, description, storage_key, poster_key, mime_type, size_bytes, likes, created_at, edited_at,
      ${cursorColumn()}
    from videos where user_id = ${userId} ${afterKey(after)}
    order by created_at, id limit ${limit}`,
  blogs: (userId, after, limit) => sql`
    select id, title, summary, content, cover_key, created_at, edited_at, ${cursorColumn()}
    from blogs where user_id = ${userId} and kind = 'blog' ${afterKey(after)}
    order by created_at, id limit ${limit}`,
  talks: (userId, after, limit) => sql`
    select id, title as text, created_at, edited_at, ${cursorColumn()}
    from blogs where user_id = ${userId} and kind = 'talk' ${afterKey(after)}
    order by created_at, id limit ${limit}`,
  videoComments: (userId, after, limit) => sql`
    select id, video_id, text, created_at, edited_at, ${cursorColumn()}
    from video_comments where user_id = ${userId} ${afterKey(after)}
    order by created_at, id limit ${limit}`,
  blogAndTalkComments: (userId, after, limit) => sql`
    select c.id, c.blog_id, b.kind as on_kind, c.text, c.created_at, c.edited_at,
      ${cursorColumn('c.created_at')}
    from blog_comments c join blogs b on b.id = c.blog_id
    where c.user_id = ${userId} ${afterKey(after, 'c.created_at', 'c.id')}
    order by c.created_at, c.id limit ${limit}`,
  likes: (userId, after, limit) => sql`
    select video_id, created_at, ${cursorColumn()}, video_id as id
    from video_likes where user_id = ${userId} ${afterKey(after, 'created_at', 'video_id')}
    order by created_at, video_id limit ${limit}`,
  // Issue 26: the blogs and talks they liked.
  blogAndTalkLikes: (userId, after, limit) => sql`
    select l.blog_id, b.kind as on_kind, l.created_at, ${cursorColumn('l.created_at')}, l.blog_id as id
    from blog_likes l join blogs b on b.id = l.blog_id
    where l.user_id = ${userId} ${afterKey(after, 'l.created_at', 'l.blog_id')}
    order by l.created_at, l.blog_id limit ${limit}`,
  // When a sent message was delivered and read only while both share read receipts, as the API
  // shows it (decision 023); the times of messages received are the exporter's own.
  messages: (userId, after, limit) => sql`
    select id, sender_id, receiver_id, case when sender_id = ${userId} then 'sent' else 'received' end as direction,
      text, case when r.shown then delivered_at end as delivered_at, case when r.shown then read_at end as read_at,
      created_at, ${cursorColumn()}
    from messages m cross join lateral (
      select (m.sender_id <> ${userId}::uuid or ${receiptsSharedSql(sql`m.sender_id`, sql`m.receiver_id`)}) as shown
    ) r
    where (sender_id = ${userId} or receiver_id = ${userId}) ${afterKey(after)}
    order by created_at, id limit ${limit}`,
  notifications: (userId, after, limit) => sql`
    select id, type, message, params, is_read, actor_id, entity_id, created_at, ${cursorColumn()}
    from notifications where user_id = ${userId} ${afterKey(after)}
    order by created_at, id limit ${limit}`,
  connections: (userId, after, limit) => sql`
    select id, hustler_id, investor_id, status, pitch, video_id, pass_reason, viewed_at, responded_at,
      connected_at, created_at, ${cursorColumn()}
    from connections where (hustler_id = ${userId} or investor_id = ${userId}) ${afterKey(after)}
    order by created_at, id limit ${limit}`,
  sessions: (userId, after, limit) => sql`
    select id, user_agent as device, ip, created_at, last_seen_at, expires_at, ${cursorColumn()}
    from sessions where user_id = ${userId} ${afterKey(after)}
    order by created_at, id limit ${limit}`,
  contactMessages: (userId, after, limit) => sql`
    select id, name, email, message, created_at, ${cursorColumn()}
    from contact_messages where user_id = ${userId} ${afterKey(after)}
    order by created_at, id limit ${limit}`,
};

/** One page of a section. */
export function sectionPage(db: Executor, query: SQL) {
  return rowsOf<Record<string, unknown> & { cursor_at: string; id: string }>(db, query);
}

/**
 * The keys of every file the user uploaded: picture, videos and posters, blog covers, caption
 * files; and each transcoded video's folder of renditions (`hls/<id>/`, a prefix: erased, never
 * exported, since they are copies of the videos).
 */
export async function mediaKeysOf(db: Executor, userId: string): Promise<{ kind: string; key: string }[]> {
  return rowsOf<{ kind: string; key: string }>(
    db,
    sql`select 'profilePicture' as kind, profile_pic as key from profiles where user_id = ${userId} and profile_pic is not null
      union all select 'video', storage_key from videos where user_id = ${userId}
      union all select 'poster', poster_key from videos where user_id = ${userId} and poster_key is not null
      union all select 'blogCover', cover_key from blogs where user_id = ${userId} and cover_key is not null
      union all select 'captions', c.storage_key from video_captions c join videos v on v.id = c.video_id where v.user_id = ${userId}
      union all select 'renditions', 'hls/' || id || '/' from videos where user_id = ${userId} and stream_key is not null`,
  );
}

// ---------------------------------------------------------------------------------------------
// Deletion and erasure
// ---------------------------------------------------------------------------------------------

export async function findUserForDeletion(db: Database, userId: string) {
  const [row] = await db
    .select({
      id: users.id,
      passwordHash: users.passwordHash,
      deletionRequestedAt: users.deletionRequestedAt,
      deletedAt: users.deletedAt,
    })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  return row;
}

export async function requestDeletion(db: Database, userId: string, at: Date) {
  await db
    .update(users)
    .set({ deletionRequestedAt: at })
    .where(and(eq(users.id, userId), sql`${users.deletedAt} is null`));
}

/**
 * Undoes a requested deletion whose grace has not ended (`cutoff` = now − grace). Answers
 * 'cancelled', 'none' (nothing was requested) or 'too-late' (the grace is over or the account is
 * erased: it can no longer be signed in to).
 */
export async function cancelDeletion(db: Database, userId: string, cutoff: Date) {
  const rows = await rowsOf<{ outcome: 'cancelled' | 'none' | 'too-late' }>(
    db,
    sql`with target as (
        select id, deletion_requested_at, deleted_at from users where id = ${userId}
      ), undone as (
        update users set deletion_requested_at = null
        where id = ${userId} and deleted_at is null and deletion_requested_at >= ${cutoff}
        returning id
      )
      select case
        when (select count(*) from undone) > 0 then 'cancelled'
        when (select deleted_at from target) is not null then 'too-late'
        when (select deletion_requested_at from target) is not null then 'too-late'
        else 'none' end as outcome`,
  );
  return rows[0]?.outcome ?? 'too-late';
}

/**
 * Claims one account whose grace is over (`cutoff` = now − grace) inside the caller's
 * transaction: the conditional UPDATE marks it erased and holds its row until commit, so another
 * process's claim skips it (or, waiting on it, finds it no longer matches).
 */
export async function claimErasure(tx: Executor, cutoff: Date, now: Date) {
  const [row] = await rowsOf<{ id: string; email: string; pending_email: string | null }>(
    tx,
    sql`update users u set deleted_at = ${now}
      from (
        select id, email, pending_email from users
        where deletion_requested_at < ${cutoff} and deleted_at is null
        order by deletion_requested_at
        limit 1
        for update skip locked
      ) old
      where u.id = old.id
      returning u.id, old.email, old.pending_email`,
  );
  return row ? { id: row.id, email: row.email, pendingEmail: row.pending_email } : undefined;
}

/**
 * Erases everything personal of the claimed user in the caller's transaction; the users row
 * stays as a tombstone (messages to and from them keep their conversations). Answers the media
 * keys of everything removed, for the caller to delete from storage.
 */
export async function eraseUserRows(
  tx: Executor,
  user: { id: string; email: string; pendingEmail: string | null },
  tombstoneEmail: string,
): Promise<string[]> {
  const id = user.id;
  const mediaKeys = (await mediaKeysOf(tx, id)).map((row) => row.key);
  const exportKeys = await rowsOf<{ file_key: string }>(
    tx,
    sql`delete from data_exports where user_id = ${id} returning file_key`,
  );
  for (const row of exportKeys) if (row.file_key) mediaKeys.push(row.file_key);
  const addressValues = [user.email, user.pendingEmail].flatMap((value) => (value ? [value] : []));
  const addresses = sql.join(
    addressValues.map((value) => sql`lower(${value})`),
    sql`, `,
  );
  // The names they went by (notifications and mails to others were written with them).
  const names = (
    await rowsOf<{ name: string }>(
      tx,
      sql`select distinct trim(name) as name from profiles,
          lateral (values (username), (display_name)) as named(name)
        where user_id = ${id} and length(trim(name)) >= 2`,
    )
  ).map((row) => row.name);
  const statements: SQL[] = [
    // Likes they gave: the counts of others' videos go down with them.
    sql`update videos v set likes = greatest(v.likes - 1, 0)
      from video_likes l where l.video_id = v.id and l.user_id = ${id} and v.user_id <> ${id}`,
    sql`delete from video_likes where user_id = ${id}`,
    sql`update blogs b set likes = greatest(b.likes - 1, 0)
      from blog_likes l where l.blog_id = b.id and l.user_id = ${id} and b.user_id <> ${id}`,
    sql`delete from blog_likes where user_id = ${id}`,
    sql`delete from video_comments where user_id = ${id}`,
    sql`delete from blog_comments where user_id = ${id}`,
    // Reports they made: their details may quote people in their own words.
    sql`delete from reports where reporter_id = ${id}`,
    // Notifications to them, by them, and about what they posted (their videos, blogs, talks).
    sql`delete from notifications where user_id = ${id} or actor_id = ${id}
      or entity_id in (select id::text from videos where user_id = ${id})
      or entity_id in (select id::text from blogs where user_id = ${id})`,
    // Their own content; likes and comments on it go with it (foreign keys cascade).
    sql`delete from videos where user_id = ${id}`,
    sql`delete from blogs where user_id = ${id}`,
    // Unsent mail (a notification, a digest) quoting the reason they gave a Hustler for passing on
    // an Ignite: their words, in someone else's mail. Only that Hustler's mail, and only the quote,
    // so others' mail holding the same words stays. Then their Ignites, pitches and reasons.
    sql`delete from mail_queue m using connections c join users h on h.id = c.hustler_id
      where c.investor_id = ${id} and length(c.pass_reason) >= 3
        and lower(m."to") = lower(h.email)
        and strpos(m.text, '“' || left(c.pass_reason, 40)) > 0`,
    sql`delete from connections where hustler_id = ${id} or investor_id = ${id}`,
    // Their own chat list; the other side's stays, shown as from a deleted user.
    sql`delete from conversations where user_id = ${id}`,
    sql`delete from sessions where user_id = ${id}`,
    sql`delete from email_tokens where user_id = ${id}`,
    sql`delete from contact_messages where user_id = ${id}
      or lower(email) in (${addresses})`,
    // Mail to them (either address), and mail about them: a notice to an old address names the
    // current one. Unsent mail waits in the queue while the SMTP server fails, and is kept after
    // the last retry.
    sql`delete from mail_queue where lower("to") in (${addresses})
      or ${sql.join(
        addressValues.map(
          (address) => sql`strpos(lower(subject || ' ' || text || ' ' || html), lower(${address})) > 0`,
        ),
        sql` or `,
      )}`,
    // Others' unsent mail that names them (a notification, a digest): the name, as a whole word,
    // becomes "Deleted user" in the mail's language.
    ...names.flatMap((name) =>
      [...new Set([name, escapeHtml(name)])].map((variant) => {
        const pattern = `(?<![[:alnum:]])${escapeRegExp(variant)}(?![[:alnum:]])`;
        const replacement = sql`case when language = 'hi-IN' then ${REDACTED_NAME.hi} else ${REDACTED_NAME.en} end`;
        return sql`update mail_queue set
            subject = regexp_replace(subject, ${pattern}, ${replacement}, 'g'),
            text = regexp_replace(text, ${pattern}, ${replacement}, 'g'),
            html = regexp_replace(html, ${pattern}, ${replacement}, 'g')
          where subject ~ ${pattern} or text ~ ${pattern} or html ~ ${pattern}`;
      }),
    ),
    sql`delete from profiles where user_id = ${id}`,
    sql`update users set email = ${tombstoneEmail}, password_hash = '!erased', pending_email = null,
      verified = false, verification_sent_at = null, notification_channels = '{}'::jsonb, digest = 'off',
      digest_sent_at = null, discoverable = false, phone_visibility = 'nobody', email_visibility = 'nobody',
      deletion_requested_at = null
      where id = ${id}`,
  ];
  for (const statement of statements) await tx.execute(statement);
  return mediaKeys;
}
