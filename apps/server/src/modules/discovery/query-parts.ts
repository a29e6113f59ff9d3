/**
 * Query parts of the discovery module: the SQL pieces other modules put inside their own
 * statements, so "who is in discovery" means the same on the role lists and in search.
 */
import { sql } from 'drizzle-orm';
import { users } from '../../db/schema.ts';

/**
 * True for an account anyone may find, over `users` (unaliased): it stayed in discovery (an erased
 * account leaves it) and is not suspended. The role lists add the role, the viewer and blocks;
 * search adds the owner's rules of every document.
 */
export const inDiscoverySql = sql`(${users.discoverable} and ${users.suspendedAt} is null)`;
