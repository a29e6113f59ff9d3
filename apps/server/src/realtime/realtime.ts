import { SOCKET_EVENTS } from '@ideaignite/contract';
import type { Server } from 'socket.io';

/** What the rest of the server may push to clients; a no-op until the socket server is attached. */
export interface Realtime {
  emitNewComment(videoId: string, comment: unknown): void;
  emitNewTalkComment(blogId: string, comment: unknown): void;
  emitToUser(userId: string, event: string, ...args: unknown[]): void;
  /** receiveMessage to the receiver and to the sender's other tabs (not the socket that sent it). */
  emitMessage(message: { senderId: string; receiverId: string }, exceptSocketId?: string): void;
}

export const userRoom = (userId: string) => `user:${userId}`;

export function createRealtime(getServer: () => Server | undefined): Realtime {
  return {
    emitNewComment(videoId, comment) {
      getServer()?.emit(SOCKET_EVENTS.newComment, videoId, comment);
    },
    emitNewTalkComment(blogId, comment) {
      getServer()?.emit(SOCKET_EVENTS.newTalkComment, blogId, comment);
    },
    emitToUser(userId, event, ...args) {
      getServer()
        ?.to(userRoom(userId))
        .emit(event, ...args);
    },
    emitMessage(message, exceptSocketId) {
      const server = getServer();
      if (!server) return;
      const rooms = [userRoom(message.receiverId), userRoom(message.senderId)];
      (exceptSocketId ? server.to(rooms).except(exceptSocketId) : server.to(rooms)).emit(
        SOCKET_EVENTS.receiveMessage,
        message,
      );
    },
  };
}
