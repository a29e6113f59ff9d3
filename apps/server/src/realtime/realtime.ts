import { type ChatMessage, SOCKET_EVENTS } from '@ideaignite/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { ServerToClientEvents, SocketServer } from './socket-events.ts';

type UserEvents = Pick<
  ServerToClientEvents,
  'notification' | 'igniteUpdated' | 'applicationUpdated' | 'messageStatus'
>;

/** What someone posted, edited or deleted, told to every client but those blocked with them. */
type AuthoredEvents = Pick<
  ServerToClientEvents,
  | 'newComment'
  | 'newTalkComment'
  | 'videoUpdated'
  | 'videoDeleted'
  | 'videoStreamUpdated'
  | 'blogUpdated'
  | 'blogDeleted'
  | 'commentUpdated'
  | 'commentDeleted'
  | 'likesChanged'
>;

/** Removals a moderator made: every open page drops the thing. */
type RemovalEvents = Pick<ServerToClientEvents, 'videoDeleted' | 'blogDeleted' | 'commentDeleted'>;

/** What the rest of the server may push to clients. */
export interface Realtime {
  /**
   * A new comment, an edit or a delete by `authorId`, to every client except the sockets of people
   * blocked either way with them (modules/blocks/reach.ts: one lookup per broadcast, then the
   * adapter leaves their user rooms out). Never throws: a failed lookup is logged, nothing sent.
   */
  broadcast<Event extends keyof AuthoredEvents>(
    authorId: string,
    event: Event,
    ...args: Parameters<AuthoredEvents[Event]>
  ): Promise<void>;
  /** A moderator's removal (a hidden video, blog, talk or comment), to every client. */
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
}

export const userRoom = (userId: string) => `user:${userId}`;

/**
 * Realtime for the services, built before the socket server exists (the routes need it first):
 * a no-op until `attach` hands it the Socket.IO server.
 */
export function createRealtime(options: {
  /** The people blocked either way with an author (modules/blocks/reach.ts `unreachableFrom`). */
  unreachableFrom: (authorId: string) => Promise<string[]>;
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
      server.except(unreachable.map(userRoom)).emit(event, ...args);
    },
    emitContentChange(event, ...args) {
      server?.emit(event, ...args);
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
