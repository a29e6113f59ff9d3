import { isRole, type Role } from '@ideaignite/contract';
import { errors, jwtVerify, SignJWT } from 'jose';

export interface TokenClaims {
  userId: string;
  role: Role;
}

export interface TokenService {
  sign(claims: TokenClaims): Promise<string>;
  /** The claims of a valid token, or null for a bad, expired or forged one. */
  verify(token: string): Promise<TokenClaims | null>;
}

export function createTokenService(secret: string, ttl: string): TokenService {
  const key = new TextEncoder().encode(secret);
  return {
    sign: ({ userId, role }) =>
      new SignJWT({ role })
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject(userId)
        .setIssuedAt()
        .setExpirationTime(ttl)
        .sign(key),
    async verify(token) {
      try {
        const { payload } = await jwtVerify(token, key, { algorithms: ['HS256'] });
        if (typeof payload.sub !== 'string' || !isRole(payload.role)) return null;
        return { userId: payload.sub, role: payload.role };
      } catch (error) {
        if (error instanceof errors.JOSEError || error instanceof TypeError) return null;
        throw error;
      }
    },
  };
}
