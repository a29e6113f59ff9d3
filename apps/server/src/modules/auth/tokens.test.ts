import { describe, expect, it } from 'vitest';
import { createTokenService } from './tokens.ts';

const SECRET = 'a-test-secret-that-is-long-enough-for-hs256';

describe('token verification', () => {
  it('remembers a verified token until it expires, and never lets a changed token through', async () => {
    let clock = Date.now();
    const tokens = createTokenService(SECRET, '15m', () => clock);
    const expiresAt = new Date(Math.floor((clock + 60_000) / 1000) * 1000); // exp holds whole seconds
    const token = await tokens.sign({ userId: 'u-1', role: 'Hustler', sessionId: 's-1' }, expiresAt);

    const first = await tokens.verify(token);
    expect(first).toEqual({ userId: 'u-1', role: 'Hustler', sessionId: 's-1', expiresAt });
    expect(await tokens.verify(token)).toBe(first); // the remembered answer
    expect(Object.isFrozen(first)).toBe(true);

    // Another signature, payload or key is checked afresh, not matched against the cache.
    const [header, payload, signature] = token.split('.');
    const flipped = `${signature!.startsWith('A') ? 'B' : 'A'}${signature!.slice(1)}`;
    expect(await tokens.verify(`${header}.${payload}.${flipped}`)).toBeNull();
    expect(await createTokenService(`${SECRET}-other`, '15m', () => clock).verify(token)).toBeNull();

    // Once expired by the service's clock it is refused, even though it was remembered.
    clock = expiresAt.getTime();
    expect(await tokens.verify(token)).toBeNull();
  });
});
