/**
 * Query parts of the videos module (issue 27): the SQL pieces other modules' statements use to
 * read a video as a pitch carries it (an Ignite's, a job application's), so its stream and
 * captions come from the same columns as a Video's. `pitch-video.ts` turns the row into the API's
 * PitchVideo; the videos module's own lists use `captionsSql` too.
 */
import type { CaptionLanguage } from '@ideaignite/contract';
import { type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { videos } from '../../db/schema.ts';

/** A caption file as the statements read it. */
export interface CaptionRow {
  language: CaptionLanguage;
  key: string;
}

/** The video `videoId`'s caption files, by language (`[]` when none). */
export const captionsSql = (videoId: SQL | AnyPgColumn) =>
  sql<
    CaptionRow[]
  >`coalesce((select json_agg(json_build_object('language', c.language, 'key', c.storage_key) order by c.language) from video_captions c where c.video_id = ${videoId}), '[]'::json)`;

/**
 * The `videos` columns a pitch video is made of, for a statement that joins `videos` (left join:
 * the object is null when no video was found, its captions being no column).
 */
export const pitchVideoColumns = {
  id: videos.id,
  title: videos.title,
  storageKey: videos.storageKey,
  posterKey: videos.posterKey,
  streamState: videos.streamState,
  streamKey: videos.streamKey,
  captions: captionsSql(videos.id),
};

export interface PitchVideoRow {
  id: string;
  title: string;
  storageKey: string;
  posterKey: string | null;
  streamState: (typeof videos.$inferSelect)['streamState'];
  streamKey: string | null;
  captions: CaptionRow[];
}
