import type { ReportTarget } from '@ideaignite/contract';
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { rowsOf } from '../../db/rows.ts';

/** What a moderator sees of a reported thing; undefined when it is gone. */
export interface ContentRow {
  title: string | null;
  text: string | null;
  /** A storage key (video, cover, picture). */
  media_key: string | null;
  hidden: boolean;
  /** For a blog, talk or comment: 'video', 'blog' or 'talk' (what it is, or what it is on); 'job'. */
  kind: string | null;
  /** A user's account was erased; a job posting was deleted by its poster. */
  deleted: boolean;
}

const CONTENT: Record<Exclude<ReportTarget, 'message'>, (id: string) => ReturnType<typeof sql>> = {
  user: (id) => sql`select p.username as title, p.bio as text, p.profile_pic as media_key,
      false as hidden, null as kind, u.deleted_at is not null as deleted
    from users u left join profiles p on p.user_id = u.id where u.id = ${id}`,
  video: (id) => sql`select title, description as text, storage_key as media_key,
      hidden_at is not null as hidden, 'video' as kind, false as deleted
    from videos where id = ${id}`,
  blog: (id) => sql`select title, coalesce(summary, content) as text, cover_key as media_key,
      hidden_at is not null as hidden, kind, false as deleted
    from blogs where id = ${id}`,
  comment: (id) => sql`select v.title, c.text, null as media_key, c.hidden_at is not null as hidden,
      'video' as kind, false as deleted
    from video_comments c join videos v on v.id = c.video_id where c.id = ${id}
    union all
    select b.title, c.text, null as media_key, c.hidden_at is not null as hidden, b.kind, false as deleted
    from blog_comments c join blogs b on b.id = c.blog_id where c.id = ${id}`,
  talk: (id) => CONTENT.blog(id),
  job: (id) => sql`select title, description as text, null as media_key, hidden_at is not null as hidden,
      'job' as kind, deleted_at is not null as deleted
    from job_postings where id = ${id}`,
};

/** A user, video, blog, talk, comment or job posting as the queue shows it (a comment with what it is on). */
export async function findContent(
  db: Database,
  target: Exclude<ReportTarget, 'message'>,
  targetId: string,
): Promise<ContentRow | undefined> {
  const [row] = await rowsOf<ContentRow>(db, CONTENT[target](targetId));
  return row;
}

export interface ContextMessageRow {
  id: string;
  sender_id: string;
  receiver_id: string;
  text: string;
  created_at: string | Date;
  read_at: string | Date | null;
  hidden_at: string | Date | null;
}

/**
 * A reported message with the conversation around it: up to `around` messages before and after
 * it between the same two people, oldest first. Empty when the message is gone.
 */
export function findMessageInContext(db: Database, messageId: string, around: number) {
  return rowsOf<ContextMessageRow>(
    db,
    sql`with m as (select * from messages where id = ${messageId}),
      pair as (select least(sender_id, receiver_id) as a, greatest(sender_id, receiver_id) as b,
        created_at, id from m),
      around as (
        (select x.* from messages x, pair
          where least(x.sender_id, x.receiver_id) = pair.a and greatest(x.sender_id, x.receiver_id) = pair.b
            and (x.created_at, x.id) < (pair.created_at, pair.id)
          order by x.created_at desc, x.id desc limit ${around})
        union all
        (select x.* from messages x, pair
          where least(x.sender_id, x.receiver_id) = pair.a and greatest(x.sender_id, x.receiver_id) = pair.b
            and (x.created_at, x.id) > (pair.created_at, pair.id)
          order by x.created_at, x.id limit ${around})
        union all
        select * from m
      )
      select id, sender_id, receiver_id, text, created_at, read_at, hidden_at from around
      order by created_at, id`,
  );
}
