/**
 * Addresses freed by erasure, held for ERASED_ADDRESS_HOLD_MS (issue 24): nobody signs up with one
 * or moves an account to it meanwhile, so an erased moderator's address cannot be claimed at once.
 * Only a SHA-256 of the lower-cased address is kept, and forgotten once the hold is over.
 */
import { createHash } from 'node:crypto';
import { ERASED_ADDRESS_HOLD_MS } from '@ideaignite/contract';
import { and, eq, gt, lte } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { erasedAddresses } from '../../db/schema.ts';

const addressHash = (email: string) => createHash('sha256').update(email.trim().toLowerCase()).digest('hex');

export async function holdErasedAddress(db: Database, email: string, at: Date): Promise<void> {
  await db
    .insert(erasedAddresses)
    .values({ emailHash: addressHash(email), erasedAt: at })
    .onConflictDoUpdate({ target: erasedAddresses.emailHash, set: { erasedAt: at } });
}

/** Whether `email` was freed by an erasure less than the hold ago. */
export async function isErasedAddressHeld(db: Database, email: string, now: Date): Promise<boolean> {
  const [row] = await db
    .select({ at: erasedAddresses.erasedAt })
    .from(erasedAddresses)
    .where(
      and(
        eq(erasedAddresses.emailHash, addressHash(email)),
        gt(erasedAddresses.erasedAt, new Date(now.getTime() - ERASED_ADDRESS_HOLD_MS)),
      ),
    )
    .limit(1);
  return row !== undefined;
}

/** Forgets the addresses whose hold is over. */
export async function forgetErasedAddresses(db: Database, now: Date): Promise<void> {
  await db
    .delete(erasedAddresses)
    .where(lte(erasedAddresses.erasedAt, new Date(now.getTime() - ERASED_ADDRESS_HOLD_MS)));
}
