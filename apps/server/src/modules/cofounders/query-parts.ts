/**
 * Query parts: co-founder matching's SQL pieces other modules put inside their own statements. An
 * accepted invite connects two people: the chat lets them talk without a request
 * (messages/safety-repository.ts) and "my connections" privacy shows them each other's contact
 * details (account-settings/query-parts.ts). Re-exported by the front door (index.ts).
 */
import { type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';

type Expression = SQL | AnyPgColumn;

/** True when `a` and `b` accepted a co-founder invite between them (either sent it): the pair index answers it. */
export const cofounderConnectedSql = (a: Expression, b: Expression) => sql`exists (
  select 1 from cofounder_invites ci where ci.status = 'accepted'
    and least(ci.from_id, ci.to_id) = least(${a}, ${b})
    and greatest(ci.from_id, ci.to_id) = greatest(${a}, ${b}))`;
