import type {
  AppNotification,
  ChatListItem,
  ChatMessage,
  ConnectionDetail,
  IgniteStats,
  PublicUser,
} from '@ideaignite/contract';
import type { FakeReply } from './fake-api.ts';
import { makePublicUser } from './fixtures.ts';

/* Test helpers for messages, notifications and connects (the /networking page). */

export function person(id: string, name: string | null, role: PublicUser['role'] = 'Hustler'): PublicUser {
  return makePublicUser(id, role, { Username: name });
}

export function makeChat(overrides: Partial<ChatListItem> & { _id: string }): ChatListItem {
  return {
    email: null,
    profilePic: null,
    text: 'Hello there',
    name: 'Meera Nair',
    role: 'Hustler',
    lastMessageAt: new Date(Date.now() - 3600_000).toISOString(),
    lastSenderId: overrides._id,
    unreadCount: 0,
    ...overrides,
  };
}

let clock = Date.now() - 86_400_000;
export function makeMessage(overrides: Partial<ChatMessage> & { _id: string }): ChatMessage {
  clock += 60_000;
  return {
    senderId: 'u-meera',
    receiverId: 'u-me',
    text: 'Hello',
    createdAt: new Date(clock).toISOString(),
    readAt: null,
    ...overrides,
  };
}

export function makeNotification(overrides: Partial<AppNotification> & { _id: string }): AppNotification {
  return {
    type: 'like',
    message: 'Someone liked your video.',
    isRead: false,
    createdAt: new Date(Date.now() - 3600_000).toISOString(),
    actorId: 'u-meera',
    entityId: 'v-1',
    params: null,
    ...overrides,
  };
}

/** An Ignite between two people, named Meera Nair and Priya Raghavan unless `hustlerName`/`investorName` say. */
export function makeConnection({
  hustlerName = 'Meera Nair',
  investorName = 'Priya Raghavan',
  ...overrides
}: Partial<ConnectionDetail> & {
  _id: string;
  hustlerId: string;
  investorId: string;
  hustlerName?: string;
  investorName?: string;
}): ConnectionDetail {
  return {
    status: 'new',
    createdAt: new Date(Date.now() - 86_400_000).toISOString(),
    respondedAt: null,
    pitch: 'We help 2,000 Nashik grape farmers sell straight to exporters.',
    video: null,
    passReason: null,
    viewedAt: null,
    connectedAt: null,
    hustler: person(overrides.hustlerId, hustlerName, 'Hustler'),
    investor: person(overrides.investorId, investorName, 'Investor'),
    ...overrides,
  };
}

/** GET /api/connects/stats answering with `stats`. */
export function igniteStatsReply(stats: IgniteStats): FakeReply {
  return { status: 200, body: { success: true, stats } };
}
