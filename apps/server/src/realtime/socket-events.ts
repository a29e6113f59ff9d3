import type {
  ApplicationUpdatedEvent,
  AppNotification,
  Blog,
  ChatMessage,
  Comment,
  CommentTarget,
  ConnectionDetail,
  MessageStatusEvent,
  PostKind,
  TypingEvent,
  VideoEdit,
  VideoStream,
  WatchAnswer,
} from '@ideaignite/contract';
import type { Server, Socket } from 'socket.io';
import type { AuthenticatedUser } from '../plugins/authentication.ts';

/** What the server pushes to clients (SOCKET_EVENTS names them). */
export interface ServerToClientEvents {
  receiveMessage: (message: ChatMessage) => void;
  newComment: (videoId: string, comment: Comment) => void;
  newTalkComment: (blogId: string, comment: Comment) => void;
  notification: (notification: AppNotification) => void;
  videoUpdated: (video: VideoEdit) => void;
  videoDeleted: (videoId: string) => void;
  /** Issue 27: the video's ladder is ready, or could not be made: players and cards follow. */
  videoStreamUpdated: (videoId: string, stream: VideoStream) => void;
  /** Decision 048: the video's poster, made after its upload's answer: cards and players show it. */
  videoPosterUpdated: (videoId: string, posterUrl: string) => void;
  blogUpdated: (blog: Blog) => void;
  blogDeleted: (blogId: string, kind: Blog['kind']) => void;
  commentUpdated: (target: CommentTarget, parentId: string, comment: Comment) => void;
  commentDeleted: (target: CommentTarget, parentId: string, commentId: string) => void;
  /** Issue 26: a post's like count changed (the count only: whether I like it is my own). */
  likesChanged: (target: PostKind, id: string, likes: number) => void;
  /** An Ignite was sent or moved: each side gets it with the contact details they may see. */
  igniteUpdated: (connection: ConnectionDetail) => void;
  /** Issue 25: a job application I sent or received was sent, moved, withdrawn or closed. */
  applicationUpdated: (event: ApplicationUpdatedEvent) => void;
  /** Someone who shares read receipts with me is (or stopped) typing to me (decision 023). */
  typing: (event: TypingEvent) => void;
  /** My messages were delivered or read (only when read receipts are shared). */
  messageStatus: (event: MessageStatusEvent) => void;
}

/** Between server processes (through the Redis adapter): sessions one of them ended. */
export interface ServerSideEvents {
  sessionsEnded: (sessionIds: string[]) => void;
}

export interface SocketData {
  user: AuthenticatedUser;
}

/** sendMessage's acknowledgement: the stored message, or the words of what went wrong. */
export type SendMessageAck = (
  answer: { ok: true; message: ChatMessage } | { ok: false; error: string },
) => void;

/** watch's acknowledgement (issue 32). */
export type WatchAck = (answer: WatchAnswer) => void;

/** What clients send: payloads are unknown until parsed, and an ack may not be a function at all. */
export interface ClientToServerEvents {
  join: (userId: unknown) => void;
  sendComment: (videoId: unknown) => void;
  sendMessage: (payload: unknown, ack?: SendMessageAck) => void;
  /** { to, typing }: relayed to `to`, never stored. */
  typing: (payload: unknown) => void;
  /** { ids }: messages this client received. */
  delivered: (payload: unknown) => void;
  /** { items: [{ kind, id }] } on screen now: join their rooms (authorised, at most 200). */
  watch: (payload: unknown, ack?: WatchAck) => void;
  /** { items } off screen: leave their rooms. */
  unwatch: (payload: unknown) => void;
}

export type SocketServer = Server<ClientToServerEvents, ServerToClientEvents, ServerSideEvents, SocketData>;
export type AppSocket = Socket<ClientToServerEvents, ServerToClientEvents, ServerSideEvents, SocketData>;
