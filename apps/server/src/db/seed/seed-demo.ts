import { count, eq } from 'drizzle-orm';
import { hashPassword } from '../../modules/auth/passwords.ts';
import { insertUser } from '../../modules/auth/users-repository.ts';
import type { Database } from '../client.ts';
import { profiles, users } from '../schema.ts';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from './demo-accounts.ts';

/** Seeds the demo platform once: only into an empty database. Returns whether it seeded. */
export async function seedDemoData(db: Database): Promise<boolean> {
  const [row] = await db.select({ total: count() }).from(users);
  if ((row?.total ?? 0) > 0) return false;
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  for (const account of DEMO_ACCOUNTS) {
    const user = await insertUser(db, {
      email: account.email,
      passwordHash,
      role: account.role,
      verified: true,
    });
    await db
      .update(profiles)
      .set({ username: account.username, bio: account.bio })
      .where(eq(profiles.userId, user.id));
  }
  return true;
}
