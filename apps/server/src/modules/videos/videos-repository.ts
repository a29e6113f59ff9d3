import { and, desc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { type Profile, profiles, type User, users, videoLikes, videos } from '../../db/schema.ts';
import { afterCursor, type Cursor } from '../../lib/cursor.ts';

export type VideoRow = typeof videos.$inferSelect;
export interface VideoListRow {
  video: VideoRow;
  liked: boolean;
  commentsCount: number;
  /** The uploader, read in the same query by the lists (saves a round trip per page). */
  author?: User;
  authorProfile?: Profile;
}

// Qualified by hand: drizzle leaves single-table column names unqualified, which a subquery would capture.
const listColumns = (viewerId: string) => ({
  video: videos,
  author: users,
  authorProfile: profiles,
  liked: sql<boolean>`exists(select 1 from video_likes vl where vl.video_id = "videos"."id" and vl.user_id = ${viewerId})`,
  commentsCount: sql<number>`(select count(*)::int from video_comments vc where vc.video_id = "videos"."id")`,
});

/** Newest first, with the viewer's like and the comment count, limit + 1 rows for paging. */
export function listVideos(
  db: Database,
  viewerId: string,
  options: { limit: number; cursor?: Cursor },
): Promise<VideoListRow[]> {
  return db
    .select(listColumns(viewerId))
    .from(videos)
    .innerJoin(users, eq(users.id, videos.userId))
    .innerJoin(profiles, eq(profiles.userId, videos.userId))
    .where(afterCursor(options.cursor, videos.createdAt, videos.id))
    .orderBy(desc(videos.createdAt), desc(videos.id))
    .limit(options.limit + 1);
}

export async function findVideo(
  db: Database,
  viewerId: string,
  videoId: string,
): Promise<VideoListRow | undefined> {
  const [row] = await db
    .select(listColumns(viewerId))
    .from(videos)
    .innerJoin(users, eq(users.id, videos.userId))
    .innerJoin(profiles, eq(profiles.userId, videos.userId))
    .where(eq(videos.id, videoId))
    .limit(1);
  return row;
}

/**
 * A like counts once per user however often or concurrently it is sent: the (video, user) key
 * decides, and the counter moves only when a row was really added or removed.
 */
export async function setLike(
  db: Database,
  videoId: string,
  userId: string,
  liked: boolean,
): Promise<{ likes: number; changed: boolean } | undefined> {
  return db.transaction(async (tx) => {
    const changed = liked
      ? await tx
          .insert(videoLikes)
          .values({ videoId, userId })
          .onConflictDoNothing()
          .returning({ videoId: videoLikes.videoId })
      : await tx
          .delete(videoLikes)
          .where(and(eq(videoLikes.videoId, videoId), eq(videoLikes.userId, userId)))
          .returning({ videoId: videoLikes.videoId });
    if (changed.length > 0) {
      const [row] = await tx
        .update(videos)
        .set({ likes: sql`${videos.likes} + ${liked ? 1 : -1}` })
        .where(eq(videos.id, videoId))
        .returning({ likes: videos.likes });
      return row && { likes: row.likes, changed: true };
    }
    const [row] = await tx.select({ likes: videos.likes }).from(videos).where(eq(videos.id, videoId));
    return row && { likes: row.likes, changed: false };
  });
}
