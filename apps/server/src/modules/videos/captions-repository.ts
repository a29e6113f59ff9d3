import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { rowsOf } from '../../db/rows.ts';

/**
 * Keeps `key` as the video's captions in `language`, with what they say (`words`, for search);
 * answers the key it replaced, if any (its file is then deleted by the caller).
 */
export async function saveCaptions(
  db: Database,
  videoId: string,
  language: 'en' | 'hi',
  key: string,
  words: string,
): Promise<string | null> {
  const [row] = await rowsOf<{ replaced: string | null }>(
    db,
    sql`with old as (
        select storage_key from video_captions where video_id = ${videoId}::uuid and language = ${language}
      )
      insert into video_captions (video_id, language, storage_key, words)
        values (${videoId}::uuid, ${language}, ${key}, ${words})
      on conflict (video_id, language) do update
        set storage_key = excluded.storage_key, words = excluded.words, created_at = now()
      returning (select storage_key from old) as replaced`,
  );
  return row?.replaced ?? null;
}

/** Captions whose words were never read (kept before search knew them): a few at a time. */
export function captionsWithoutWords(db: Database, limit: number) {
  return rowsOf<{ videoId: string; language: 'en' | 'hi'; storageKey: string }>(
    db,
    sql`select video_id as "videoId", language, storage_key as "storageKey" from video_captions
      where words is null order by video_id, language limit ${limit}`,
  );
}

/** Keeps what the captions in `key` say, unless another file has replaced them since. */
export async function setCaptionWords(
  db: Database,
  caption: { videoId: string; language: 'en' | 'hi'; storageKey: string },
  words: string,
): Promise<void> {
  await db.execute(
    sql`update video_captions set words = ${words}
      where video_id = ${caption.videoId}::uuid and language = ${caption.language}
        and storage_key = ${caption.storageKey} and words is null`,
  );
}

/** Forgets the video's captions in `language`; answers their key, or null when there were none. */
export async function deleteCaptions(
  db: Database,
  videoId: string,
  language: 'en' | 'hi',
): Promise<string | null> {
  const [row] = await rowsOf<{ storage_key: string }>(
    db,
    sql`delete from video_captions where video_id = ${videoId}::uuid and language = ${language} returning storage_key`,
  );
  return row?.storage_key ?? null;
}
