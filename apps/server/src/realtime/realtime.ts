import { type ChatMessage, type Comment, SOCKET_EVENTS } from '@ideaignite/contract';
import type { ServerToClientEvents, SocketServer } from './socket-events.ts';

type UserEvents = Pick<ServerToClientEvents, 'notification' | 'igniteUpdated' | 'messageStatus'>;

/** Edits and deletes of public content: every client is told, as with new comments. */
type ContentEvents = Pick<
  ServerToClientEvents,
  'videoUpdated' | 'videoDeleted' | 'blogUpdated' | 'blogDeleted' | 'commentUpdated' | 'commentDeleted'
>;

/** What the rest of the server may push to clients. */
export interface Realtime {
  emitNewComment(videoId: string, comment: Comment): void;
  emitNewTalkComment(blogId: string, comment: Comment): void;
  /** An edit or delete of a video, blog, talk or comment, to every client. */
  emitContentChange<Event extends keyof ContentEvents>(
    event: Event,
    ...args: Parameters<ContentEvents[Event]>
  ): void;
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
export function createRealtime(): Realtime & { attach(server: SocketServer): void } {
  let server: SocketServer | undefined;
  return {
    attach(socketServer) {
      server = socketServer;
    },
    emitNewComment(videoId, comment) {
      server?.emit(SOCKET_EVENTS.newComment, videoId, comment);
    },
    emitNewTalkComment(blogId, comment) {
      server?.emit(SOCKET_EVENTS.newTalkComment, blogId, comment);
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
