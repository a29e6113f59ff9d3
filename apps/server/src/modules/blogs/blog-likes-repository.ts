import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { runLikeStatement } from '../../db/like-statement.ts';
import { blogLikes } from '../../db/schema.ts';
import { authorVisibleSql, blockDirectionSql, suspendedSql } from '../blocks/index.ts';

const userIdValue = sql`${sql.placeholder('userId')}::uuid`;
const blogIdValue = sql`${sql.placeholder('blogId')}::uuid`;

/**
 * The post as the lists show it: of the kind, not hidden, its author not suspended. An unlike takes
 * its row back only on such a post, so a request refused with a 404 changes nothing.
 */
const shownPost = sql`b.id = ${blogIdValue} and b.kind = ${sql.placeholder('kind')}
  and b.hidden_at is null and not ${suspendedSql(sql`b.user_id`)}`;

const likeStatement = (liked: boolean) => sql`
  with changed as (
    ${
      liked
        ? // Only on a shown post of the kind whose author and the liker have not blocked each other.
          sql`insert into blog_likes (blog_id, user_id)
              select b.id, ${userIdValue} from blogs b
              where b.id = ${blogIdValue} and b.kind = ${sql.placeholder('kind')} and b.hidden_at is null
                and ${authorVisibleSql(sql`b.user_id`, userIdValue)}
              on conflict do nothing returning blog_id`
        : sql`delete from blog_likes where blog_id = ${blogIdValue} and user_id = ${userIdValue}
              and exists (select 1 from blogs b where ${shownPost})
              returning blog_id`
    }
  ), counted as (
    update blogs set likes = likes ${liked ? sql`+` : sql`-`} 1
    where id = ${blogIdValue} and exists (select 1 from changed)
    returning likes
  )
  select b.user_id as owner_id, b.title,
    coalesce((select likes from counted), b.likes)::int as likes,
    exists (select 1 from changed) as changed,
    (select username from profiles where user_id = ${userIdValue}) as actor_name,
    ${blockDirectionSql(userIdValue, sql`b.user_id`)} as block
  from blogs b where ${shownPost}`;

/**
 * A like on a blog or talk counts once per person however often or concurrently it is sent, as a
 * video's does (videos-repository's setLike): the (blog, user) key decides and the counter moves
 * only when a row was really added or removed; one statement also answers the author, title and
 * the liker's name for the notification. Undefined when there is no such shown post of `kind`.
 */
export async function setBlogLike(
  db: Database,
  like: { blogId: string; userId: string; kind: 'blog' | 'talk' },
  liked: boolean,
) {
  return runLikeStatement(db, liked ? 'blogs_like' : 'blogs_unlike', () => likeStatement(liked), like);
}

/** Whether `userId` likes the post (the author's own answer to an edit). */
export async function likesPost(db: Database, blogId: string, userId: string) {
  const rows = await db
    .select({ blogId: blogLikes.blogId })
    .from(blogLikes)
    .where(and(eq(blogLikes.blogId, blogId), eq(blogLikes.userId, userId)));
  return rows.length > 0;
}
