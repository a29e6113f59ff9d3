import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { rowsOf } from '../../db/rows.ts';

/**
 * Keeps `key` as the video's captions in `language`; answers the key it replaced, if any (its
 * file is then deleted by the caller).
 */
export async function saveCaptions(
  db: Database,
  videoId: string,
  language: 'en' | 'hi',
  key: string,
): Promise<string | null> {
  const [row] = await rowsOf<{ replaced: string | null }>(
    db,
    sql`with old as (
        select storage_key from video_captions where video_id = ${videoId}::uuid and language = ${language}
      )
      insert into video_captions (video_id, language, storage_key) values (${videoId}::uuid, ${language}, ${key})
      on conflict (video_id, language) do update set storage_key = excluded.storage_key, created_at = now()
      returning (select storage_key from old) as replaced`,
  );
  return row?.replaced ?? null;
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
