import type { Locale, Role } from '@ideaignite/contract';
import { and, eq, isNotNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { profiles, type User, users } from '../../db/schema.ts';
import { newProfileCompleteness } from '../profiles/index.ts';

export type { User };

export async function findUserByEmail(db: Database, email: string): Promise<User | undefined> {
  const [user] = await db.select().from(users).where(sql`lower(${users.email}) = lower(${email})`).limit(1);
  return user;
}

export async function findUserById(db: Database, id: string): Promise<User | undefined> {
  const [user] = await db.select().from(users).where(eq(users.id, id)).limit(1);
  return user;
}

/** Creates the account and its (empty) profile together. Throws on a duplicate email. */
export async function insertUser(
  db: Database,
  input: { email: string; passwordHash: string; role: Role; verified?: boolean; locale?: Locale },
): Promise<User> {
  return db.transaction(async (tx) => {
    const [user] = await tx.insert(users).values(input).returning();
    if (!user) throw new Error('insert returned no user');
    await tx
      .insert(profiles)
      .values({ userId: user.id, role: user.role, completeness: newProfileCompleteness(user.role) });
    return user;
  });
}

/**
 * Locks the account's row until the transaction ends and answers it. Every transaction that
 * changes the password or the address takes this lock first, so they run one after another in
 * the same order (no deadlock) and each sees what the one before it did.
 */
export async function lockUser(tx: Database, userId: string): Promise<User | undefined> {
  const [user] = await tx.select().from(users).where(eq(users.id, userId)).for('update');
  return user;
}

/**
 * The new password, stamped with the database's time (links made before it stop working; see
 * consumeLinkToken), and any waiting change of address dropped.
 */
export async function setNewPassword(db: Database, userId: string, passwordHash: string): Promise<void> {
  await db
    .update(users)
    .set({ passwordHash, passwordChangedAt: sql`now()`, pendingEmail: null })
    .where(eq(users.id, userId));
}

/** Notes when the last confirmation link was sent (it is re-sent at most once an hour). */
export async function setVerificationSentAt(db: Database, userId: string, at: Date): Promise<void> {
  await db.update(users).set({ verificationSentAt: at }).where(eq(users.id, userId));
}

export async function setVerified(db: Database, userId: string): Promise<void> {
  await db.update(users).set({ verified: true }).where(eq(users.id, userId));
}

/** The account's language: its emails and pushed notifications are in it. */
export async function setUserLocale(db: Database, userId: string, locale: Locale): Promise<void> {
  await db.update(users).set({ locale }).where(eq(users.id, userId));
}

export async function findUserLocale(db: Database, userId: string): Promise<Locale | undefined> {
  const [row] = await db.select({ locale: users.locale }).from(users).where(eq(users.id, userId)).limit(1);
  return row?.locale;
}

/** Sets (or, with null, clears) the new address waiting for its emailed link to be opened. */
export async function setPendingEmail(
  db: Database,
  userId: string,
  pendingEmail: string | null,
): Promise<void> {
  await db.update(users).set({ pendingEmail }).where(eq(users.id, userId));
}

/**
 * The waiting address becomes the account's (verified: its owner opened the link sent to it).
 * Answers the account, or undefined when nothing was waiting. Throws on a taken address.
 */
export async function adoptPendingEmail(db: Database, userId: string): Promise<User | undefined> {
  const [user] = await db
    .update(users)
    .set({ email: sql`${users.pendingEmail}`, pendingEmail: null, verified: true })
    .where(and(eq(users.id, userId), isNotNull(users.pendingEmail)))
    .returning();
  return user;
}
