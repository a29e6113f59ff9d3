import { and, desc, eq, sql } from 'drizzle-orm';
import { conversations, messages, profiles, users } from '../../db/schema.ts';
import { cursorAt, keysetList } from '../../lib/cursor.ts';
import { visibleToSql } from '../account-settings/index.ts';
import { blockedEitherWaySql } from '../blocks/index.ts';

/**
 * The chat list (and the message requests) pages over `conversations` (one row per partner, kept by a trigger on messages
 * insert), not over my messages: a page is one bounded range of (user_id, last_at, last_message_id),
 * then the last message and the partner's public profile are probed by primary key per page row.
 */
export const listChatRows = keysetList<
  {
    partnerId: string;
    lastMessageId: string;
    unread: number;
    cursorAt: string;
    text: string;
    senderId: string;
    role: string;
    username: string | null;
    profilePic: string | null;
    contactEmail: string | null;
    deletedAt: Date | null;
    muted: boolean;
  },
  { me: string; state: 'inbox' | 'request' }
>(
  'messages_chat_list',
  (db, after, limit) => {
    const page = db
      .select({
        partnerId: conversations.partnerId,
        lastMessageId: conversations.lastMessageId,
        lastAt: conversations.lastAt,
        unread: conversations.unread,
        muted: conversations.muted,
        cursorAt: cursorAt(conversations.lastAt).as('cursor_at'),
      })
      .from(conversations)
      .where(
        and(
          eq(conversations.userId, sql.placeholder('me')),
          // The inbox or the requests (decision 023); nobody blocked either way.
          sql`${conversations.state} = ${sql.placeholder('state')}`,
          sql`not ${blockedEitherWaySql(conversations.userId, conversations.partnerId)}`,
          after?.(conversations.lastAt, conversations.lastMessageId),
        ),
      )
      .orderBy(desc(conversations.lastAt), desc(conversations.lastMessageId))
      .limit(limit)
      .as('page');
    // Each cut to one row so PostgreSQL probes the primary keys per page row (see authorOf).
    const last = db
      // A message a moderator hid shows no text here either.
      .select({
        text: sql<string>`case when ${messages.hiddenAt} is null then ${messages.text} else '' end`.as(
          'text',
        ),
        senderId: messages.senderId,
      })
      .from(messages)
      .where(eq(messages.id, page.lastMessageId))
      .limit(1)
      .as('last');
    const partner = db
      .select({
        role: users.role,
        username: profiles.username,
        profilePic: profiles.profilePic,
        // Settings → Privacy: only when its owner lets me see it.
        contactEmail: sql<
          string | null
        >`case when ${visibleToSql(users.emailVisibility, users.id, sql`${sql.placeholder('me')}::uuid`)} then ${profiles.contactEmail} end`.as(
          'contact_email',
        ),
        deletedAt: users.deletedAt,
      })
      .from(users)
      // An erased account has no profile left; its messages stay listed (modules/account).
      .leftJoin(profiles, eq(profiles.userId, users.id))
      .where(eq(users.id, page.partnerId))
      .limit(1)
      .as('partner');
    return db
      .select({
        partnerId: page.partnerId,
        lastMessageId: page.lastMessageId,
        unread: page.unread,
        muted: page.muted,
        cursorAt: page.cursorAt,
        text: last.text,
        senderId: last.senderId,
        role: partner.role,
        username: partner.username,
        profilePic: partner.profilePic,
        contactEmail: partner.contactEmail,
        deletedAt: partner.deletedAt,
      })
      .from(page)
      .innerJoinLateral(last, sql`true`)
      .innerJoinLateral(partner, sql`true`)
      .orderBy(desc(page.lastAt), desc(page.lastMessageId));
  },
  (row) => ({ at: row.cursorAt, id: row.lastMessageId }),
);
