/**
 * Query parts: the privacy choices as SQL pieces, for statements of other modules that show a
 * contact detail (the chat list), so "who may see this" means the same everywhere. Re-exported by
 * the front door (index.ts) as query parts.
 */
import { type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { cofounderConnectedSql } from '../cofounders/index.ts';

type Expression = SQL | AnyPgColumn;

/**
 * True when `owner` and `viewer` are connected (an Ignite that reached 'connected', either of
 * them the hustler; or, issue 26, an accepted co-founder invite between them): the pair indexes
 * answer it either way round.
 */
export const connectedSql = (owner: Expression, viewer: Expression) => sql`(exists (
  select 1 from connections c where c.status = 'connected'
    and ((c.hustler_id = ${owner} and c.investor_id = ${viewer})
      or (c.investor_id = ${owner} and c.hustler_id = ${viewer})))
  or ${cofounderConnectedSql(owner, viewer)})`;

/**
 * True when a contact detail whose owner chose `visibility` may be shown to `viewer`: always to
 * the owner, to everyone when 'everyone', to their connections when 'connections', else never.
 */
export const visibleToSql = (visibility: Expression, owner: Expression, viewer: Expression) =>
  sql`(${owner} = ${viewer} or ${visibility} = 'everyone' or (${visibility} = 'connections' and ${connectedSql(owner, viewer)}))`;
