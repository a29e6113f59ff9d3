import { SOCKET_EVENTS } from '@ideaignite/contract';
import type { Server } from 'socket.io';

/** What the rest of the server may push to clients; a no-op until the socket server is attached. */
export interface Realtime {
  emitNewComment(videoId: string, comment: unknown): void;
  emitNewTalkComment(blogId: string, comment: unknown): void;
  emitToUser(userId: string, event: string, ...args: unknown[]): void;
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
  };
}
