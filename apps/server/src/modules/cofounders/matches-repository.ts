import { PART_POINTS, PREFERENCE_PARTS, type PreferencePart } from '@ideaignite/contract';
import { type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { rowsOf } from '../../db/rows.ts';
import { blockedEitherWaySql } from '../blocks/index.ts';
import { type PersonRow, personColumns } from './person-repository.ts';

type Alias = 'me' | 'c';

/** True when `who` said what they want of this part (a part left empty asks nothing). */
function partSet(part: PreferencePart, who: Alias): SQL {
  const a = sql.raw(who);
  switch (part) {
    case 'skills':
      return sql`cardinality(${a}.skills_wanted) > 0`;
    case 'sectors':
      return sql`cardinality(${a}.sectors) > 0`;
    case 'location':
      return sql`(${a}.remote or ${a}.city is not null)`;
    default:
      return sql`${a}.${sql.raw(part)} is not null`;
  }
}

/**
 * True when `other` meets what `who` wants of this part: offers a skill they want, shares a sector,
 * the same commitment, stage or availability, the same city or both open to remote work.
 */
function partMet(part: PreferencePart, who: Alias, other: Alias): SQL {
  const a = sql.raw(who);
  const b = sql.raw(other);
  switch (part) {
    case 'skills':
      return sql`(${a}.skills_wanted && ${b}.skills_offered)`;
    case 'sectors':
      return sql`(${a}.sectors && ${b}.sectors)`;
    case 'location':
      return sql`((${a}.remote and ${b}.remote) or lower(${a}.city) = lower(${b}.city))`;
    default:
      return sql`(${a}.${sql.raw(part)} = ${b}.${sql.raw(part)})`;
  }
}

const weightOf = (part: PreferencePart, who: Alias) =>
  sql`coalesce(${sql.raw(who)}.weights ->> ${sql.raw(`'${part}'`)}, 'nice')`;

/** True unless `who` made this part a must-have, said what they want, and `other` does not meet it. */
const mustHold = (part: PreferencePart, who: Alias, other: Alias) =>
  sql`(${weightOf(part, who)} <> 'must' or not ${partSet(part, who)} or coalesce(${partMet(part, who, other)}, false))`;

/** Each part's points when it counts for me (weighted and asked for), and when it is met too. */
const possible = sql.join(
  PREFERENCE_PARTS.map(
    (part) =>
      sql`case when ${weightOf(part, 'me')} <> 'none' and ${partSet(part, 'me')} then ${sql.raw(String(PART_POINTS[part]))} else 0 end`,
  ),
  sql` + `,
);
const earned = sql.join(
  PREFERENCE_PARTS.map(
    (part) =>
      sql`case when ${weightOf(part, 'me')} <> 'none' and ${partSet(part, 'me')} and coalesce(${partMet(part, 'me', 'c')}, false) then ${sql.raw(String(PART_POINTS[part]))} else 0 end`,
  ),
  sql` + `,
);

export interface MatchRow extends PersonRow {
  score: number;
  met: PreferencePart[];
  skills_wanted: string[];
  invite_id: string | null;
  invite_from: string | null;
}

export interface MatchQuery {
  userId: string;
  limit: number;
  /** The digest's "new since": only people whose preferences changed after it, and not invited either way. */
  changedAfter?: Date;
}

/**
 * My matches, best first: every looking person's preferences against mine in one statement. Each
 * side's must-haves exclude (theirs against me too); my nice-to-haves and must-haves add their
 * points (PART_POINTS) when met, out of the parts I asked for, as 0–100. Gone, suspended, hidden
 * from discovery and blocked either way are left out, and so are people I am connected with or
 * whose invite I declined; a Hustler sees co-founders only. A pending invite comes with its row. It reads every looking person's
 * preferences (a sequential pass over `cofounder_preferences`), then sorts the survivors: see the
 * module's README.
 */
export async function findMatches(db: Pick<Database, 'execute'>, query: MatchQuery): Promise<MatchRow[]> {
  const musts = PREFERENCE_PARTS.map(
    (part) => sql`${mustHold(part, 'me', 'c')} and ${mustHold(part, 'c', 'me')}`,
  );
  const metFlags = sql.join(
    PREFERENCE_PARTS.map(
      (part) => sql`case when coalesce(${partMet(part, 'me', 'c')}, false) then ${sql.raw(`'${part}'`)} end`,
    ),
    sql`, `,
  );
  return rowsOf<MatchRow>(
    db,
    sql`select ${personColumns('c')},
      case when (${possible}) = 0 then 0 else round(100.0 * (${earned}) / (${possible}))::int end as score,
      array_remove(array[${metFlags}]::text[], null) as met,
      c.skills_wanted, i.id as invite_id, i.from_id as invite_from
    from cofounder_preferences me
    join cofounder_preferences c on c.looking and c.user_id <> me.user_id
    join users mu on mu.id = me.user_id
    join users u on u.id = c.user_id and u.deleted_at is null and u.suspended_at is null and u.discoverable
      and (u.role = 'Cofounder' or (u.role = 'Hustler' and mu.role <> 'Hustler'))
    left join profiles p on p.user_id = c.user_id
    left join cofounder_invites i on least(i.from_id, i.to_id) = least(me.user_id, c.user_id)
      and greatest(i.from_id, i.to_id) = greatest(me.user_id, c.user_id)
    where me.user_id = ${query.userId}
      and not ${blockedEitherWaySql(sql`me.user_id`, sql`c.user_id`)}
      and (i.id is null or i.status = 'pending' or (i.status = 'declined' and i.from_id = me.user_id))
      ${query.changedAfter ? sql`and i.id is null and c.updated_at > ${query.changedAfter}` : sql``}
      and ${sql.join(musts, sql` and `)}
    order by score desc, c.updated_at desc, c.user_id
    limit ${query.limit}`,
  );
}

/** Moves my "told of matches up to" stamp (the digest's). */
export async function markMatchesTold(db: Pick<Database, 'execute'>, userId: string, now: Date) {
  await db.execute(sql`update cofounder_preferences set matches_told_at = ${now} where user_id = ${userId}`);
}
