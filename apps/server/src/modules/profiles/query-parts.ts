/**
 * Query parts: a person as anyone may see them (never the password hash, the sign-in email or the
 * phone) as columns; a post's author as a card shows them (decision 041) as columns, a
 * hand-written select list or a lateral subquery; and the people search's condition, for other modules' statements that embed an author or search people (blogs, videos,
 * comments, the chat, discovery). Re-exported by the front door (index.ts) as query parts.
 */
import { eq, ilike, or, type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client.ts';
import { type Profile, profiles, type User, users } from '../../db/schema.ts';

export type { Profile, User };
/**
 * The profile fields anyone may see: everything but the phone number and bookkeeping (the role is
 * the account's, the completeness and activity only rank discovery).
 */
export type PublicProfile = Omit<
  Profile,
  'userId' | 'role' | 'phoneno' | 'completeness' | 'activeAt' | 'rankAt' | 'createdAt' | 'updatedAt'
> & {
  phoneno?: string | null;
};
/** The account fields anyone may see: never the password hash, never the sign-in email. */
export type PublicAccount = Pick<User, 'id' | 'role' | 'verified' | 'createdAt'>;

/** The columns a public user is made of, for lists to select (no hash, no email, no phone). */
export const publicAccountColumns = {
  id: users.id,
  role: users.role,
  verified: users.verified,
  createdAt: users.createdAt,
};
export const publicProfileColumns = {
  username: profiles.username,
  displayName: profiles.displayName,
  profilePic: profiles.profilePic,
  bio: profiles.bio,
  project: profiles.project,
  currentStage: profiles.currentStage,
  skills: profiles.skills,
  currentWork: profiles.currentWork,
  contribution: profiles.contribution,
  superpower: profiles.superpower,
  dreamProject: profiles.dreamProject,
  contactEmail: profiles.contactEmail,
  investorType: profiles.investorType,
  interestAreas: profiles.interestAreas,
  adventureAlert: profiles.adventureAlert,
  explorationPreference: profiles.explorationPreference,
  excitement: profiles.excitement,
  aboutMe: profiles.aboutMe,
  experience: profiles.experience,
  desiredRole: profiles.desiredRole,
  sectors: profiles.sectors,
  state: profiles.state,
  city: profiles.city,
  ticketMin: profiles.ticketMin,
  ticketMax: profiles.ticketMax,
  openToPitches: profiles.openToPitches,
  commitment: profiles.commitment,
  availability: profiles.availability,
};

export type AuthorRow = { user: PublicAccount; profile: PublicProfile };

/**
 * The columns a card shows of a post's author (decision 041): the account's id, role and badge,
 * the profile's names and picture. Lists, the feed and a post's page read only these; the full
 * profile (publicProfileColumns) is read where a profile is answered.
 */
export const cardAccountColumns = {
  id: users.id,
  role: users.role,
  verified: users.verified,
};
export const cardProfileColumns = {
  username: profiles.username,
  displayName: profiles.displayName,
  profilePic: profiles.profilePic,
};
export type CardAccount = Pick<User, 'id' | 'role' | 'verified'>;
export type CardProfile = Pick<Profile, 'username' | 'displayName' | 'profilePic'>;
export type CardAuthorRow = { user: CardAccount; profile: CardProfile };

/**
 * A card's author as a hand-written select list (for CTE statements), with `cardAuthorFromRow`
 * to read it back. `u` and `p` are the aliases of users and profiles in that statement.
 */
export function cardAuthorSelectList(u: string, p: string): SQL {
  const profileList = Object.entries(cardProfileColumns).map(
    ([key, column]) => `${p}.${column.name} as "author.${key}"`,
  );
  return sql.raw(
    [
      `${u}.id as "author.id"`,
      `${u}.role as "author.role"`,
      `${u}.verified as "author.verified"`,
      ...profileList,
    ].join(', '),
  );
}

export function cardAuthorFromRow(row: Record<string, unknown>): CardAuthorRow | undefined {
  if (!row['author.id']) return undefined;
  return {
    user: {
      id: row['author.id'] as string,
      role: row['author.role'] as CardAccount['role'],
      verified: Boolean(row['author.verified']),
    },
    profile: {
      username: row['author.username'] as string | null,
      displayName: row['author.displayName'] as string | null,
      profilePic: row['author.profilePic'] as string | null,
    },
  };
}

/**
 * A card's author of each page row as a lateral subquery cut to one row: PostgreSQL then probes
 * the users and profiles primary keys once per page row, never hashing a whole table.
 */
export function cardAuthorOf(db: Database, userId: SQL | AnyPgColumn) {
  const author = db
    .select({ ...cardAccountColumns, ...cardProfileColumns })
    .from(users)
    .innerJoin(profiles, eq(profiles.userId, users.id))
    .where(eq(users.id, userId))
    .limit(1)
    .as('author');
  // Field by field: the subquery is a proxy whose fields cannot be spread.
  return {
    author,
    fields: {
      author: { id: author.id, role: author.role, verified: author.verified },
      authorProfile: {
        username: author.username,
        displayName: author.displayName,
        profilePic: author.profilePic,
      },
    },
  };
}

/** Escapes LIKE wildcards so a search for "50%" means the text "50%". */
export const likePattern = (q: string) => `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * The people search (the chat's list and discovery's): name, bio, project or skills contain
 * `pattern`, a likePattern (LIKE wildcards taken literally).
 */
export const profileSearchCondition = (pattern: SQLWrapper) =>
  or(
    ilike(profiles.username, pattern),
    ilike(profiles.bio, pattern),
    ilike(profiles.project, pattern),
    sql`array_to_string(${profiles.skills}, ' ') ilike ${pattern}`,
  )!;
