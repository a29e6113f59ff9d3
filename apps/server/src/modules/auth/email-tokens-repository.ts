import { createHash, randomBytes } from 'node:crypto';
import { and, count, eq, gt, inArray, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { emailTokens } from '../../db/schema.ts';

export type LinkPurpose = (typeof emailTokens.$inferInsert)['purpose'];

export const hashLinkToken = (token: string) => createHash('sha256').update(token).digest('hex');

/** Stores a new one-time link token (only its hash) and answers the token for the link. */
export async function issueLinkToken(
  db: Database,
  userId: string,
  purpose: LinkPurpose,
  lifetimeMs: number,
): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await db.insert(emailTokens).values({
    userId,
    tokenHash: hashLinkToken(token),
    purpose,
    expiresAt: new Date(Date.now() + lifetimeMs),
  });
  return token;
}

/**
 * Marks an unused, unexpired token used (once, even under a race) and answers its user id; with
 * `userId`, only a token of that account. A reset, unlock or change-of-address link made before
 * the account's password last changed is refused even if it escaped being retired (issue 24).
 */
export async function consumeLinkToken(
  db: Database,
  token: string,
  purpose: LinkPurpose,
  options: { userId?: string } = {},
): Promise<string | undefined> {
  const [row] = await db
    .update(emailTokens)
    .set({ usedAt: new Date() })
    .where(
      and(
        eq(emailTokens.tokenHash, hashLinkToken(token)),
        eq(emailTokens.purpose, purpose),
        isNull(emailTokens.usedAt),
        gt(emailTokens.expiresAt, new Date()),
        options.userId === undefined ? undefined : eq(emailTokens.userId, options.userId),
        purpose === 'verify-email'
          ? undefined
          : sql`not exists (select 1 from users u where u.id = ${emailTokens.userId}
              and u.password_changed_at >= ${emailTokens.createdAt})`,
      ),
    )
    .returning({ userId: emailTokens.userId });
  return row?.userId;
}

/**
 * The account a link token belongs to, without using it: a transaction locks that account first
 * (users-repository's lockUser), then uses the token, in the order every other one locks them.
 */
export async function findLinkTokenOwner(
  db: Database,
  token: string,
  purpose: LinkPurpose,
): Promise<string | undefined> {
  const [row] = await db
    .select({ userId: emailTokens.userId })
    .from(emailTokens)
    .where(and(eq(emailTokens.tokenHash, hashLinkToken(token)), eq(emailTokens.purpose, purpose)))
    .limit(1);
  return row?.userId;
}

/** Retires every outstanding link of these purposes for the user (a reset makes older links useless). */
export async function retireLinkTokens(
  db: Database,
  userId: string,
  purposes: LinkPurpose | readonly LinkPurpose[],
): Promise<void> {
  await db
    .update(emailTokens)
    .set({ usedAt: new Date() })
    .where(
      and(
        eq(emailTokens.userId, userId),
        inArray(emailTokens.purpose, typeof purposes === 'string' ? [purposes] : [...purposes]),
        isNull(emailTokens.usedAt),
      ),
    );
}

/** How many links of this purpose the user was sent since `since`. */
export async function countLinksSince(
  db: Database,
  userId: string,
  purpose: LinkPurpose,
  since: Date,
): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(emailTokens)
    .where(
      and(eq(emailTokens.userId, userId), eq(emailTokens.purpose, purpose), gt(emailTokens.createdAt, since)),
    );
  return row?.n ?? 0;
}
