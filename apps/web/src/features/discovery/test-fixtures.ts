import type { PublicUser } from '@ideaignite/contract';

/** A 200 answer of a role list, in the shape fakeApi takes. */
export function listReply(users: PublicUser[], nextCursor: string | null = null) {
  return { status: 200, body: { success: true, data: users, nextCursor } };
}
