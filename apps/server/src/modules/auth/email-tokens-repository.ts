import { createHash, randomBytes } from 'node:crypto';
import { and, count, eq, gt, isNull } from 'drizzle-orm';
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

/** Marks an unused, unexpired token used (once, even under a race) and answers its user id. */
export async function consumeLinkToken(
  db: Database,
  token: string,
  purpose: LinkPurpose,
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
      ),
    )
    .returning({ userId: emailTokens.userId });
  return row?.userId;
}

/** Retires every outstanding link of this purpose for the user (a reset makes older links useless). */
export async function retireLinkTokens(db: Database, userId: string, purpose: LinkPurpose): Promise<void> {
  await db
    .update(emailTokens)
    .set({ usedAt: new Date() })
    .where(and(eq(emailTokens.userId, userId), eq(emailTokens.purpose, purpose), isNull(emailTokens.usedAt)));
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
