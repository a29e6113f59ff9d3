/**
 * A would-be co-founder's card, as matches, invites and connections show them: the SQL columns
 * (`personColumns`, over `users u`, `profiles p` and their preferences joined by the caller) and their row type.
 */
import { sql } from 'drizzle-orm';

export interface PersonRow {
  person_id: string;
  person_role: 'Hustler' | 'Cofounder';
  person_name: string | null;
  person_pic: string | null;
  person_city: string | null;
  person_state: string | null;
  person_headline: string | null;
  person_skills: string[] | null;
  person_sectors: string[] | null;
  person_commitment: string | null;
}

/**
 * A Hustler's headline is their project; a co-founder's, their superpower. `prefs` is the alias of
 * their `cofounder_preferences` row (left joined: null without one).
 */
export const personColumns = (prefs: 'c' | 'cp') => {
  const cp = sql.raw(prefs);
  return sql`u.id as person_id, u.role as person_role,
  p.username as person_name, p.profile_pic as person_pic,
  coalesce(${cp}.city, p.city) as person_city, coalesce(${cp}.state, p.state) as person_state,
  case when u.role = 'Hustler' then p.project else p.superpower end as person_headline,
  ${cp}.skills_offered as person_skills, coalesce(${cp}.sectors, p.sectors) as person_sectors,
  coalesce(${cp}.commitment, p.commitment) as person_commitment`;
};
