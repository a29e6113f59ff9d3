import type { NotificationText } from '@ideaignite/contract';
import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { profiles } from '../../db/schema.ts';
import { cursorAt } from '../../lib/cursor.ts';
import { preparedSql } from '../../lib/prepared.ts';
import { reachableSql } from '../blocks/index.ts';
import { channelsOn } from './query-parts.ts';

export interface NewsRow {
  user_id: string;
  email: string;
  locale: 'en-IN' | 'hi-IN';
  email_on: boolean;
  notification_id: string | null;
  notification_created_at: string | null;
}

/**
 * One statement for every accepted connection of the author, however many, that the author may
 * reach (no block either way, no suspension: modules/blocks/reach.ts): a `connection-post`
 * notification for each whose in-app channel is on, and for each the address and whether they
 * want it by email.
 */
const newsStatement = () => sql`
  with recipients as (
    select case when c.hustler_id = ${sql.placeholder('authorId')}::uuid then c.investor_id else c.hustler_id end
      as user_id
    from connections c
    where c.status = 'connected'
      and (c.hustler_id = ${sql.placeholder('authorId')}::uuid or c.investor_id = ${sql.placeholder('authorId')}::uuid)
  ), people as (
    select u.id, u.email, u.locale, ${channelsOn(sql`u.notification_channels`, 'connection', 'inApp')} as in_app,
      ${channelsOn(sql`u.notification_channels`, 'connection', 'email')} as email_on
    from recipients r join users u on u.id = r.user_id
    where u.deleted_at is null and u.id <> ${sql.placeholder('authorId')}::uuid
      and ${reachableSql(sql`${sql.placeholder('authorId')}::uuid`, sql`u.id`)}
  ), noted as (
    insert into notifications (user_id, type, message, params, actor_id, entity_id)
    select id, 'connection-post', ${sql.placeholder('message')}, ${sql.placeholder('params')}::jsonb,
      ${sql.placeholder('authorId')}::uuid, ${sql.placeholder('entityId')}
    from people where in_app
    returning id, user_id, created_at
  )
  select people.id as user_id, people.email, people.locale, people.email_on,
    noted.id as notification_id, ${cursorAt(sql`noted.created_at`)} as notification_created_at
  from people left join noted on noted.user_id = people.id`;

/** The author's name for the notification (empty: "Someone" in the reader's language). */
export async function findAuthorName(db: Database, authorId: string): Promise<string> {
  const [author] = await db
    .select({ username: profiles.username })
    .from(profiles)
    .where(eq(profiles.userId, authorId))
    .limit(1);
  return author?.username ?? '';
}

/** Stores the news for every accepted connection in one statement; a row per connection. */
export function insertConnectionNews(
  db: Database,
  input: { authorId: string; entityId: string; message: string; params: NotificationText },
): Promise<NewsRow[]> {
  return preparedSql<NewsRow>(db, 'notifications_connection_news', newsStatement).execute({
    ...input,
    params: JSON.stringify(input.params),
  });
}
