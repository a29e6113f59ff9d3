import { isRole, type Role } from '@ideaignite/contract';
import { errors, jwtVerify, SignJWT } from 'jose';

/** Who is asking: the user, their role and the server-side session the token names. */
export interface TokenClaims {
  userId: string;
  role: Role;
  sessionId: string;
}

export interface VerifiedToken extends TokenClaims {
  expiresAt: Date;
}

export interface TokenService {
  /** The token's lifetime in milliseconds (JWT_TTL). */
  readonly ttlMs: number;
  sign(claims: TokenClaims, expiresAt: Date): Promise<string>;
  /** The claims of a valid token, or null for a bad, expired, forged or exp-less one. */
  verify(token: string): Promise<VerifiedToken | null>;
}

const UNIT_MS = { s: 1000, m: 60_000, h: 3_600_000, d: 86_400_000 } as const;

/** '15m', '12h', '7d' (the config has checked the shape) in milliseconds. */
export function ttlToMs(ttl: string): number {
  const match = /^(\d+)([smhd])$/.exec(ttl);
  if (!match) throw new Error(`bad token lifetime: ${ttl}`);
  return Number(match[1]) * UNIT_MS[match[2] as keyof typeof UNIT_MS];
}

/** How many verified tokens each process remembers (the oldest is forgotten first). */
export const VERIFIED_TOKEN_CACHE_SIZE = 10_000;

export function createTokenService(secret: string, ttl: string, now: () => number = Date.now): TokenService {
  const key = new TextEncoder().encode(secret);
  /**
   * Tokens whose signature and claims were checked, by the exact token text. A signed token never
   * changes, so checking it again (jose goes through WebCrypto: ~7% of a feed request's CPU in a
   * profile) only ever gives the same answer until it expires; expiry is still checked on every
   * use, and whether its session is live is the session service's question, asked every time.
   */
  const verified = new Map<string, VerifiedToken>();
  const remember = (token: string, claims: VerifiedToken) => {
    if (verified.size >= VERIFIED_TOKEN_CACHE_SIZE) {
      const oldest = verified.keys().next().value;
      if (oldest !== undefined) verified.delete(oldest);
    }
    verified.set(token, claims);
  };
  return {
    ttlMs: ttlToMs(ttl),
    sign: ({ userId, role, sessionId }, expiresAt) =>
      new SignJWT({ role, sid: sessionId })
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject(userId)
        .setIssuedAt()
        .setExpirationTime(Math.floor(expiresAt.getTime() / 1000))
        .sign(key),
    async verify(token) {
      const known = verified.get(token);
      if (known) {
        if (known.expiresAt.getTime() > now()) return known;
        verified.delete(token);
        return null;
      }
      try {
        // A token without exp or without a session never becomes valid, however it was signed.
        const { payload } = await jwtVerify(token, key, {
          algorithms: ['HS256'],
          requiredClaims: ['exp', 'sub', 'sid'],
        });
        const { sub, role, sid, exp } = payload;
        if (typeof sub !== 'string' || !isRole(role) || typeof sid !== 'string' || typeof exp !== 'number') {
          return null;
        }
        const claims = Object.freeze({ userId: sub, role, sessionId: sid, expiresAt: new Date(exp * 1000) });
        remember(token, claims);
        return claims;
      } catch (error) {
        if (error instanceof errors.JOSEError || error instanceof TypeError) return null;
        throw error;
      }
    },
  };
}
