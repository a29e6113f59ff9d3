import { and, desc, eq, inArray, isNull, type Placeholder, type SQL, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client.ts';
import { runLikeStatement } from '../../db/like-statement.ts';
import { videoComments, videos } from '../../db/schema.ts';
import { cursorAt, keysetList } from '../../lib/cursor.ts';
import { prepared } from '../../lib/prepared.ts';
import { authorVisibleSql, blockDirectionSql, suspendedSql } from '../blocks/index.ts';
import { forgetNotificationsAbout } from '../notifications/index.ts';
import { type CardAccount, type CardProfile, cardAuthorOf } from '../profiles/index.ts';
import { type CaptionRow, captionsSql } from './query-parts.ts';

/** The video columns a list sends (not the file size). */
const videoColumns = {
  id: videos.id,
  userId: videos.userId,
  title: videos.title,
  description: videos.description,
  storageKey: videos.storageKey,
  posterKey: videos.posterKey,
  mimeType: videos.mimeType,
  likes: videos.likes,
  createdAt: videos.createdAt,
  editedAt: videos.editedAt,
  streamState: videos.streamState,
  streamKey: videos.streamKey,
};
/** A post for the community or a Job seeker's introduction (decision 039). */
export type VideoKind = (typeof videos.$inferSelect)['kind'];
export type VideoRow = { [K in keyof typeof videoColumns]: (typeof videos.$inferSelect)[K] };

export interface VideoListRow {
  video: VideoRow;
  /** Issue 27: its caption files, by language. */
  captions: CaptionRow[];
  liked: boolean;
  commentsCount: number;
  /** The uploader, read in the same query by the lists (saves a round trip per page). */
  author?: CardAccount;
  authorProfile?: CardProfile;
  cursorAt?: string;
}

/** Records an uploaded video (its file already in storage); answers the row. */
export async function insertVideo(db: Database, values: typeof videos.$inferInsert) {
  const [row] = await db.insert(videos).values(values).returning();
  if (!row) throw new Error('video insert returned nothing');
  return row;
}

/**
 * The page's videos with their uploader, the viewer's like (a primary-key probe per row) and the
 * comment count. `source` is a subquery already cut to the page, so the joins and probes run
 * for the page's rows only, whatever the table's size or the viewer's history.
 */
function videosWithExtras(
  db: Database,
  source: ReturnType<typeof videoSource>,
  orderBy: Array<PgColumn | SQL | SQL.Aliased>,
) {
  const { author, fields } = cardAuthorOf(db, source.userId);
  return db
    .select({
      video: {
        id: source.id,
        userId: source.userId,
        title: source.title,
        description: source.description,
        storageKey: source.storageKey,
        posterKey: source.posterKey,
        mimeType: source.mimeType,
        likes: source.likes,
        createdAt: source.createdAt,
        editedAt: source.editedAt,
        streamState: source.streamState,
        streamKey: source.streamKey,
      },
      captions: captionsSql(source.id),
      cursorAt: source.cursorAt,
      ...fields,
      // A primary-key probe per row, never `exists` (decision 052).
      liked: sql<boolean>`coalesce((select true from video_likes vl where vl.video_id = ${source.id} and vl.user_id = ${sql.placeholder('viewerId')}::uuid), false)`,
      commentsCount: sql<number>`(select count(*)::int from video_comments vc where vc.video_id = ${source.id})`,
    })
    .from(source)
    .innerJoinLateral(author, sql`true`)
    .orderBy(...orderBy);
}

function videoSource(db: Database, where: SQL | undefined, limit: Placeholder | undefined) {
  const query = db
    .select({ ...videoColumns, cursorAt: cursorAt(videos.createdAt).as('cursor_at') })
    .from(videos)
    .where(where)
    .orderBy(desc(videos.createdAt), desc(videos.id));
  return (limit ? query.limit(limit) : query).as('page');
}

/**
 * Whose videos a list holds: everyone's posts (the feeds: a Job seeker's introduction is for the
 * startups they apply to, decision 039), the viewer's own of both kinds (what they may attach),
 * or one person's posts (`ownerId`: a startup's pitch).
 */
type VideoListOf = 'everyone' | 'mine' | 'owner';
const OWNER_CONDITION: Record<VideoListOf, SQL | undefined> = {
  everyone: sql`${videos.kind} = 'post'`,
  mine: sql`${videos.userId} = ${sql.placeholder('viewerId')}::uuid`,
  owner: sql`${videos.userId} = ${sql.placeholder('ownerId')}::uuid and ${videos.kind} = 'post'`,
};

const videoList = <P extends Record<string, unknown> & { viewerId: string }>(of: VideoListOf) =>
  keysetList<VideoListRow & { cursorAt: string }, P>(
    of === 'everyone' ? 'videos_list' : `videos_list_${of}`,
    (db, after, limit) => {
      const page = videoSource(
        db,
        and(
          OWNER_CONDITION[of],
          after?.(videos.createdAt, videos.id),
          // Probed per candidate row along the index: hidden, suspended or blocked either way.
          sql`${videos.hiddenAt} is null`,
          authorVisibleSql(videos.userId, sql`${sql.placeholder('viewerId')}::uuid`),
        ),
        limit,
      );
      return videosWithExtras(db, page, [desc(page.createdAt), desc(page.id)]);
    },
    (row) => ({ at: row.cursorAt, id: row.video.id }),
  );
/** Newest first, with the viewer's like and the comment count; one page and its next cursor. */
export const listVideos = videoList<{ viewerId: string }>('everyone');
/** The viewer's own videos, newest first (the Ignite dialog's "attach a video"). */
export const listOwnVideos = videoList<{ viewerId: string }>('mine');
/** One person's videos as the viewer may see them, newest first (a startup's pitch on its job page). */
export const listVideosBy = videoList<{ viewerId: string; ownerId: string }>('owner');

export async function findVideo(
  db: Database,
  viewerId: string,
  videoId: string,
): Promise<VideoListRow | undefined> {
  const statement = prepared(db, 'videos_find', (name) =>
    videosWithExtras(db, videoSource(db, eq(videos.id, sql.placeholder('videoId')), undefined), []).prepare(
      name,
    ),
  );
  const [row] = await statement.execute({ viewerId, videoId });
  return row;
}

/**
 * One video at its own address (issue 26) as the lists show it; undefined when there is none or
 * `viewerId` may not see it (hidden, its uploader suspended, or blocked either way).
 */
export async function findVisibleVideo(
  db: Database,
  viewerId: string,
  videoId: string,
): Promise<VideoListRow | undefined> {
  const statement = prepared(db, 'videos_find_visible', (name) =>
    videosWithExtras(
      db,
      videoSource(
        db,
        and(
          eq(videos.id, sql.placeholder('videoId')),
          sql`${videos.hiddenAt} is null`,
          authorVisibleSql(videos.userId, sql`${sql.placeholder('viewerId')}::uuid`),
        ),
        undefined,
      ),
      [],
    ).prepare(name),
  );
  const [row] = await statement.execute({ viewerId, videoId });
  return row;
}

/**
 * The video as the lists show it: not hidden, its owner not suspended. An unlike takes its row back
 * only from such a video, so a request refused with a 404 changes nothing.
 */
const shownVideo = sql`v.id = ${sql.placeholder('videoId')}::uuid
  and v.hidden_at is null and not ${suspendedSql(sql`v.user_id`)}`;

const likeStatement = (liked: boolean) => sql`
  with changed as (
    ${
      liked
        ? // Only on a shown video whose owner and the liker have not blocked each other.
          sql`insert into video_likes (video_id, user_id)
              select v.id, ${sql.placeholder('userId')}::uuid from videos v
              where v.id = ${sql.placeholder('videoId')}::uuid and v.hidden_at is null
                and ${authorVisibleSql(sql`v.user_id`, sql`${sql.placeholder('userId')}::uuid`)}
              on conflict do nothing returning video_id`
        : sql`delete from video_likes where video_id = ${sql.placeholder('videoId')}::uuid
              and user_id = ${sql.placeholder('userId')}::uuid
              and exists (select 1 from videos v where ${shownVideo})
              returning video_id`
    }
  ), counted as (
    update videos set likes = likes ${liked ? sql`+` : sql`-`} 1
    where id = ${sql.placeholder('videoId')}::uuid and exists (select 1 from changed)
    returning likes
  )
  select v.user_id as owner_id, v.title,
    coalesce((select likes from counted), v.likes)::int as likes,
    exists (select 1 from changed) as changed,
    (select username from profiles where user_id = ${sql.placeholder('userId')}::uuid) as actor_name,
    ${blockDirectionSql(sql`${sql.placeholder('userId')}::uuid`, sql`v.user_id`)} as block
  from videos v where ${shownVideo}`;

/**
 * A like counts once per user however often or concurrently it is sent: the (video, user) key
 * decides, and the counter moves only when a row was really added or removed. One statement
 * (its own transaction) also answers the owner, title and the liker's name for the notification.
 * A missing video is undefined (for a like, the foreign key refuses the row).
 */
export async function setLike(db: Database, videoId: string, userId: string, liked: boolean) {
  return runLikeStatement(db, liked ? 'videos_like' : 'videos_unlike', () => likeStatement(liked), {
    videoId,
    userId,
  });
}

/** Who uploaded the video; undefined when there is no such video. */
export async function videoOwner(db: Database, videoId: string) {
  const [row] = await db.select({ userId: videos.userId }).from(videos).where(eq(videos.id, videoId));
  return row?.userId;
}

/**
 * Changes the owner's video texts and stamps the edit; undefined when it is not (or no longer)
 * theirs. `hidden`: a moderator hid it (the edit is stored, never announced).
 */
export async function updateVideo(
  db: Database,
  videoId: string,
  ownerId: string,
  fields: { title?: string; description?: string },
  editedAt: Date,
) {
  const [row] = await db
    .update(videos)
    .set({ ...fields, editedAt })
    .where(and(eq(videos.id, videoId), eq(videos.userId, ownerId)))
    .returning({ id: videos.id, hidden: sql<boolean>`${videos.hiddenAt} is not null` });
  return row;
}

/**
 * Deletes the owner's video in one transaction: its comments (their ids first, for their
 * notifications), the row (likes go with it by cascade) and every notification about the video
 * or its comments. Answers the media keys to remove once committed; undefined when not theirs.
 */
/**
 * Records a poster for a video that has none yet (decision 048: it is made after the upload's
 * answer). The uploader and whether the video is hidden; undefined when the video is gone or
 * already has a poster (the caller then removes its file).
 */
export async function setMissingPoster(db: Database, videoId: string, posterKey: string) {
  const [row] = await db
    .update(videos)
    .set({ posterKey })
    .where(and(eq(videos.id, videoId), isNull(videos.posterKey)))
    .returning({ userId: videos.userId, hidden: sql<boolean>`${videos.hiddenAt} is not null` });
  return row;
}

/** Whether the video still exists without a poster. */
export async function lacksPoster(db: Database, videoId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: videos.id })
    .from(videos)
    .where(and(eq(videos.id, videoId), isNull(videos.posterKey)));
  return !!row;
}

export async function deleteVideo(db: Database, videoId: string, ownerId: string) {
  return db.transaction(async (tx) => {
    const [video] = await tx
      .select({ id: videos.id })
      .from(videos)
      .where(and(eq(videos.id, videoId), eq(videos.userId, ownerId)))
      .for('update');
    if (!video) return undefined;
    const comments = await tx
      .delete(videoComments)
      .where(eq(videoComments.videoId, videoId))
      .returning({ id: videoComments.id });
    const [row] = await tx
      .delete(videos)
      .where(eq(videos.id, videoId))
      .returning({ storageKey: videos.storageKey, posterKey: videos.posterKey });
    await forgetNotificationsAbout(tx, [videoId, ...comments.map((comment) => comment.id)]);
    return row;
  });
}

/**
 * Which of `ids` `viewerId` may watch live (issue 32): the rule findVisibleVideo applies (not
 * hidden, its uploader not suspended, no block either way), one statement for up to 200 ids.
 */
export async function visibleVideoIds(db: Database, viewerId: string, ids: string[]): Promise<string[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .select({ id: videos.id })
    .from(videos)
    .where(
      and(
        inArray(videos.id, ids),
        sql`${videos.hiddenAt} is null`,
        authorVisibleSql(videos.userId, sql`${viewerId}::uuid`),
      ),
    );
  return rows.map((row) => row.id);
}

/** Which of `ids` are videos of `ownerId`. */
export async function videoIdsOf(db: Database, ownerId: string, ids: string[]): Promise<string[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .select({ id: videos.id })
    .from(videos)
    .where(and(inArray(videos.id, ids), eq(videos.userId, ownerId)));
  return rows.map((row) => row.id);
}

/** Every video of `ownerId`, hidden ones too (videos_user_idx). */
export async function allVideoIdsOf(db: Database, ownerId: string): Promise<string[]> {
  const rows = await db.select({ id: videos.id }).from(videos).where(eq(videos.userId, ownerId));
  return rows.map((row) => row.id);
}
