import { MAX_SESSIONS_PER_USER, type Role } from '@ideaignite/contract';
import type { Database } from '../../db/client.ts';
import {
  deleteSessions,
  findLiveSession,
  insertSession,
  listSessions,
  touchSession,
  trimSessions,
} from './sessions-repository.ts';
import type { TokenClaims, TokenService } from './tokens.ts';
import { browserAndSystem } from './user-agent.ts';

/**
 * How long a process trusts its last look at a live session: not beyond the request. A user row
 * removed straight in the database announces nothing, so a cached session would outlive its user
 * (200, 404 or a foreign-key 500 instead of 401). Concurrent requests still share one lookup, and
 * ended sessions are remembered (GONE_CACHE_MS).
 */
export const SESSION_CACHE_MS = 0;
/** Last seen is written at most this often per session. */
export const LAST_SEEN_INTERVAL_MS = 60_000;
const GONE_CACHE_MS = 60_000;
const MAX_CACHED = 100_000;

export interface ClientInfo {
  ip: string;
  userAgent: string | undefined;
}

/**
 * Server-side sessions: each sign-in is a row (device, IP, created, last seen) and each token
 * names its row. Checking a token costs one indexed lookup per request (shared by the requests of
 * a session that arrive while it runs); ending a session is remembered at once and tells the
 * listeners (the socket server disconnects the session's sockets and tells the other processes).
 */
export class SessionService {
  /** Sessions known to have ended, until when that is remembered. */
  private readonly ended = new Map<string, number>();
  private readonly pending = new Map<string, Promise<string | null>>();
  private readonly endedListeners = new Set<(sessionIds: string[]) => void>();

  constructor(
    private readonly db: Database,
    private readonly tokens: TokenService,
    private readonly now: () => number = Date.now,
  ) {}

  /** Opens a session for a user who just proved who they are; answers its token. */
  async start(user: { id: string; role: Role }, client: ClientInfo) {
    const expiresAt = new Date(this.now() + this.tokens.ttlMs);
    const session = await insertSession(this.db, {
      userId: user.id,
      userAgent: (client.userAgent ?? '').slice(0, 512),
      ip: client.ip,
      expiresAt,
    });
    this.announce(await trimSessions(this.db, user.id, MAX_SESSIONS_PER_USER));
    const accessToken = await this.tokens.sign(
      { userId: user.id, role: user.role, sessionId: session.id },
      expiresAt,
    );
    return { accessToken, sessionId: session.id, expiresAt };
  }

  /** The claims of a token whose session is live and whose user still exists, else null. */
  async authenticate(token: string, ip: string): Promise<(TokenClaims & { expiresAt: Date }) | null> {
    const claims = await this.tokens.verify(token);
    if (!claims) return null;
    const owner = await this.liveSessionOwner(claims.sessionId, ip);
    return owner === claims.userId ? claims : null;
  }

  /**
   * Runs `work` with this live session's lookup held: the requests of the session made meanwhile,
   * chiefly the API reads a page rendered on the server makes within its own request (decision
   * 012), are answered from it rather than looked up again. Nothing is trusted beyond the request
   * that looked it up, and an end announced meanwhile still wins.
   */
  async holding<T>(claims: TokenClaims, work: () => Promise<T>): Promise<T> {
    const held = Promise.resolve<string | null>(claims.userId);
    this.pending.set(claims.sessionId, held);
    try {
      return await work();
    } finally {
      this.release(claims.sessionId, held);
    }
  }

  list(userId: string, currentSessionId: string) {
    return listSessions(this.db, userId, MAX_SESSIONS_PER_USER).then((rows) =>
      rows.map((row) => ({
        id: row.id,
        ...browserAndSystem(row.userAgent),
        ip: row.ip,
        createdAt: row.createdAt.toISOString(),
        lastSeenAt: row.lastSeenAt.toISOString(),
        current: row.id === currentSessionId,
      })),
    );
  }

  /** Ends one of the user's sessions; false when it is not theirs or already ended. */
  async end(userId: string, sessionId: string): Promise<boolean> {
    const ended = await deleteSessions(this.db, userId, { only: sessionId });
    this.announce(ended);
    return ended.length > 0;
  }

  /** Ends every session of the user, or every one but `except`. */
  async endAll(userId: string, except?: string): Promise<string[]> {
    const ended = await deleteSessions(this.db, userId, except ? { except } : {});
    this.announce(ended);
    return ended;
  }

  /** Remembers sessions as ended (called when another process ended them). */
  forget(sessionIds: readonly string[]): void {
    for (const id of sessionIds) this.rememberEnded(id, this.now() + GONE_CACHE_MS);
  }

  /** Called with the ids of sessions this process ended (not those ended elsewhere). */
  onEnded(listener: (sessionIds: string[]) => void): () => void {
    this.endedListeners.add(listener);
    return () => this.endedListeners.delete(listener);
  }

  private announce(sessionIds: string[]): void {
    if (sessionIds.length === 0) return;
    this.forget(sessionIds);
    for (const listener of this.endedListeners) listener(sessionIds);
  }

  private liveSessionOwner(sessionId: string, ip: string): Promise<string | null> {
    if (this.hasEnded(sessionId)) return Promise.resolve(null);
    // Concurrent requests of one session share a single lookup.
    let lookup = this.pending.get(sessionId);
    if (!lookup) {
      const started = this.lookUp(sessionId, ip).finally(() => this.release(sessionId, started));
      lookup = started;
      this.pending.set(sessionId, lookup);
    }
    return lookup;
  }

  /** Forgets a shared lookup, unless another has taken its place meanwhile. */
  private release(sessionId: string, lookup: Promise<string | null>): void {
    if (this.pending.get(sessionId) === lookup) this.pending.delete(sessionId);
  }

  private async lookUp(sessionId: string, ip: string): Promise<string | null> {
    const row = await findLiveSession(this.db, sessionId);
    const now = this.now();
    // An end announced while the lookup ran wins over what the lookup read.
    if (!row || this.hasEnded(sessionId)) {
      this.rememberEnded(sessionId, now + GONE_CACHE_MS);
      return null;
    }
    if (now - row.lastSeenAt.getTime() >= LAST_SEEN_INTERVAL_MS) await touchSession(this.db, sessionId, ip);
    return row.userId;
  }

  private hasEnded(sessionId: string): boolean {
    return (this.ended.get(sessionId) ?? 0) > this.now();
  }

  private rememberEnded(sessionId: string, until: number): void {
    this.ended.delete(sessionId);
    this.ended.set(sessionId, until);
    if (this.ended.size > MAX_CACHED) {
      const oldest = this.ended.keys().next().value;
      if (oldest !== undefined) this.ended.delete(oldest);
    }
  }
}
