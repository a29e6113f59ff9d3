import type { Role } from '@ideaignite/contract';
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { rowsOf } from '../../db/rows.ts';
import { publicOwnerSql } from './query-parts.ts';

/** The owner as a public page names them. */
interface OwnerColumns {
  owner_id: string;
  owner_role: Role;
  owner_name: string | null;
  owner_picture: string | null;
  /** users.public_indexable: search engines may list the page. */
  indexable: boolean;
}

export interface PublicPostRow extends OwnerColumns {
  id: string;
  title: string;
  /** A video's description, a blog's summary and content, a talk's nothing (its title is its text). */
  text: string;
  image_key: string | null;
  created_at: Date | string;
}

export interface PublicProfileRow extends OwnerColumns {
  project: string | null;
  current_work: string | null;
  bio: string | null;
  skills: string[];
  city: string | null;
}

const ownerColumns = (alias: string) =>
  sql.raw(`
  ${alias}.id as owner_id, ${alias}.role as owner_role,
  coalesce(nullif(p.display_name, ''), nullif(p.username, '')) as owner_name,
  p.profile_pic as owner_picture, ${alias}.public_indexable as indexable`);

/**
 * A video a signed-out visitor may see: a post (a Job seeker's introduction is for the startups
 * they apply to, decision 039), shown, and its owner's post previews on (publicOwnerSql).
 */
export async function findPublicVideo(db: Database, videoId: string): Promise<PublicPostRow | undefined> {
  const [row] = await rowsOf<PublicPostRow>(
    db,
    sql`select v.id, v.title, v.description as text, v.poster_key as image_key, v.created_at, ${ownerColumns('u')}
      from videos v join users u on u.id = v.user_id left join profiles p on p.user_id = u.id
      where v.id = ${videoId}::uuid and v.kind = 'post' and v.hidden_at is null
        and ${publicOwnerSql(sql`v.user_id`, 'posts')}`,
  );
  return row;
}

/** A blog or a talk (`kind`) a signed-out visitor may see, as for videos. */
export async function findPublicBlog(
  db: Database,
  blogId: string,
  kind: 'blog' | 'talk',
): Promise<PublicPostRow | undefined> {
  const [row] = await rowsOf<PublicPostRow>(
    db,
    sql`select b.id, b.title, concat_ws(E'\n\n', nullif(b.summary, ''), nullif(b.content, '')) as text,
        b.cover_key as image_key, b.created_at, ${ownerColumns('u')}
      from blogs b join users u on u.id = b.user_id left join profiles p on p.user_id = u.id
      where b.id = ${blogId}::uuid and b.kind = ${kind} and b.hidden_at is null
        and ${publicOwnerSql(sql`b.user_id`, 'posts')}`,
  );
  return row;
}

/** A profile a signed-out visitor may see: its owner turned their profile's preview on. */
export async function findPublicProfile(db: Database, userId: string): Promise<PublicProfileRow | undefined> {
  const [row] = await rowsOf<PublicProfileRow>(
    db,
    sql`select p.project, p.current_work, p.bio, p.skills, p.city, ${ownerColumns('u')}
      from users u join profiles p on p.user_id = u.id
      where u.id = ${userId}::uuid and ${publicOwnerSql(sql`u.id`, 'profile')}`,
  );
  return row;
}
