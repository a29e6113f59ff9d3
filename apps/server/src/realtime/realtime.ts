import { type ChatMessage, SOCKET_EVENTS } from '@ideaignite/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { ServerToClientEvents, SocketServer } from './socket-events.ts';
import {
  type ItemEvents,
  type ItemLookups,
  type ItemTable,
  itemOfRoom,
  itemRoom,
  ROOM_OF,
} from './watching.ts';

type UserEvents = Pick<
  ServerToClientEvents,
  'notification' | 'igniteUpdated' | 'applicationUpdated' | 'messageStatus'
>;

/** Removals a moderator made: every open page drops the thing. */
type RemovalEvents = Pick<ServerToClientEvents, 'videoDeleted' | 'blogDeleted' | 'commentDeleted'>;

/**
 * How an upload is getting on (its poster, its ladder), sent by the transcode and poster work with
 * the uploader as author: the uploader's own pages hear it too, even before the page that shows
 * the new video has joined its room (decision 048).
 */
const OWNER_HEARS: ReadonlySet<keyof ItemEvents> = new Set([
  'videoStreamUpdated',
  'videoPosterUpdated',
] as const);

/** What the rest of the server may push to clients. */
export interface Realtime {
  /**
   * A new comment, an edit, a delete or a like by `authorId` (watching.ts ItemEvents), to the
   * sockets watching the item it is about (its room, watching.ts ROOM_OF; issue 32) except those of
   * people blocked either way with the author (modules/blocks/reach.ts: one lookup per broadcast,
   * then the adapter leaves their user rooms out). Never throws: a failed lookup is logged, nothing sent.
   */
  broadcast<Event extends keyof ItemEvents>(
    authorId: string,
    event: Event,
    ...args: Parameters<ItemEvents[Event]>
  ): Promise<void>;
  /**
   * A moderator's removal (a hidden video, blog, talk or comment), to the item's watchers; a hidden
   * video, blog or talk then empties its room, on every process, so nothing more reaches anyone.
   */
  emitContentChange<Event extends keyof RemovalEvents>(
    event: Event,
    ...args: Parameters<RemovalEvents[Event]>
  ): void;
  /**
   * To one person's sockets. Its callers decide reach first: notifications through
   * notifications-service, receipts through shared receipts, Ignites only move between people
   * who may reach each other.
   */
  emitToUser<Event extends keyof UserEvents>(
    userId: string,
    event: Event,
    ...args: Parameters<UserEvents[Event]>
  ): void;
  /**
   * receiveMessage to the receiver and to the sender's other tabs (not the socket that sent it);
   * the status is the sender's alone, so the receiver's copy goes without it.
   */
  emitMessage(message: ChatMessage, exceptSocketId?: string): void;
  /**
   * A block was made between `a` and `b` (decision 040): each one's sockets, on every process,
   * leave the rooms of the other's items they were watching. Events by a third person on those
   * items would otherwise still reach them (the send-time check is about the event's author).
   * Never throws.
   */
  separate(a: string, b: string): Promise<void>;
  /**
   * `ownerId` was suspended: the rooms of every video, blog and talk of theirs are emptied, on every
   * process (through the adapter, as a hide empties one), so nothing more about those posts reaches
   * anyone; joining them again is refused by the watch lookups (a suspended author's posts are
   * nobody's to see). Their watchers are not told: their pages drop the posts on the next load.
   * Never throws.
   */
  emptyRoomsOf(ownerId: string): Promise<void>;
}

export const userRoom = (userId: string) => `user:${userId}`;

/** Rooms per adapter message when a suspension empties a prolific poster's rooms. */
const ROOMS_PER_LEAVE = 500;

/**
 * Realtime for the services, built before the socket server exists (the routes need it first):
 * a no-op until `attach` hands it the Socket.IO server.
 */
export function createRealtime(options: {
  /** The people blocked either way with an author (modules/blocks/reach.ts `unreachableFrom`). */
  unreachableFrom: (authorId: string) => Promise<string[]>;
  /** Whose items are whose (separate). */
  ownedBy: ItemLookups['ownedBy'];
  /** All of one person's items (emptyRoomsOf). */
  allOwnedBy: ItemLookups['allOwnedBy'];
  log: FastifyBaseLogger;
}): Realtime & { attach(server: SocketServer): void } {
  let server: SocketServer | undefined;
  return {
    attach(socketServer) {
      server = socketServer;
    },
    async broadcast(authorId, event, ...args) {
      if (!server) return;
      let unreachable: string[];
      try {
        unreachable = await options.unreachableFrom(authorId);
      } catch (error) {
        options.log.error({ err: error, event }, 'broadcast not sent: reach lookup failed');
        return;
      }
      const room = (ROOM_OF[event] as (...a: typeof args) => string)(...args);
      server
        .to(OWNER_HEARS.has(event) ? [room, userRoom(authorId)] : room)
        .except(unreachable.map(userRoom))
        .emit(event, ...args);
      // A deleted post's room has nothing more to tell.
      if (event === 'videoDeleted' || event === 'blogDeleted') server.socketsLeave(room);
    },
    emitContentChange(event, ...args) {
      if (!server) return;
      const room = (ROOM_OF[event] as (...a: typeof args) => string)(...args);
      server.to(room).emit(event, ...args);
      if (event !== 'commentDeleted') server.socketsLeave(room);
    },
    async separate(a, b) {
      if (!server) return;
      try {
        await Promise.all([
          leaveItemsOf(server, a, b, options.ownedBy),
          leaveItemsOf(server, b, a, options.ownedBy),
        ]);
      } catch (error) {
        options.log.error({ err: error }, 'block: sockets not taken out of rooms');
      }
    },
    async emptyRoomsOf(ownerId) {
      if (!server) return;
      let rooms: string[];
      try {
        const [videos, blogs] = await Promise.all([
          options.allOwnedBy(ownerId, 'video'),
          options.allOwnedBy(ownerId, 'blog'),
        ]);
        rooms = [...videos.map((id) => itemRoom('video', id)), ...blogs.map((id) => itemRoom('blog', id))];
      } catch (error) {
        options.log.error({ err: error }, 'suspension: rooms of the posts not emptied');
        return;
      }
      // `in(some)`: each process visits only the sockets in these rooms, not all of its sockets.
      for (let i = 0; i < rooms.length; i += ROOMS_PER_LEAVE) {
        const some = rooms.slice(i, i + ROOMS_PER_LEAVE);
        server.in(some).socketsLeave(some);
      }
    },
    emitToUser(userId, event, ...args) {
      server?.to(userRoom(userId)).emit(event, ...args);
    },
    emitMessage(message, exceptSocketId) {
      if (!server) return;
      const { status, ...forReceiver } = message;
      if (!status) {
        const rooms = [userRoom(message.receiverId), userRoom(message.senderId)];
        (exceptSocketId ? server.to(rooms).except(exceptSocketId) : server.to(rooms)).emit(
          SOCKET_EVENTS.receiveMessage,
          message,
        );
        return;
      }
      server.to(userRoom(message.receiverId)).emit(SOCKET_EVENTS.receiveMessage, forReceiver);
      const senderRoom = server.to(userRoom(message.senderId));
      (exceptSocketId ? senderRoom.except(exceptSocketId) : senderRoom).emit(
        SOCKET_EVENTS.receiveMessage,
        message,
      );
    },
  };
}

/** `watcher`'s sockets (on every process) leave the rooms of `ownerId`'s items. */
async function leaveItemsOf(
  server: SocketServer,
  watcher: string,
  ownerId: string,
  ownedBy: ItemLookups['ownedBy'],
) {
  const sockets = await server.in(userRoom(watcher)).fetchSockets();
  const watched: Record<ItemTable, Set<string>> = { video: new Set(), blog: new Set() };
  for (const socket of sockets)
    for (const room of socket.rooms) {
      const item = itemOfRoom(room);
      if (item) watched[item.table].add(item.id);
    }
  const rooms: string[] = [];
  for (const table of ['video', 'blog'] as const) {
    const ids = [...watched[table]];
    if (ids.length) for (const id of await ownedBy(ownerId, table, ids)) rooms.push(`${table}:${id}`);
  }
  if (rooms.length) server.in(userRoom(watcher)).socketsLeave(rooms);
}
