import { API, API_ERRORS, SOCKET_EVENTS } from '@ideaignite/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, buildTestApp, signUpUser, type TestContext } from '../test/build-test-app.ts';
import { connectSocket, listen } from '../test/listen.ts';
import { databaseLabel } from '../test/test-database.ts';
import { serializeError } from './log-redaction.ts';

// Finding 2's second half: a failed query logged the full SQL and the user's parameters.
describe(`logs hold no user text, passwords, tokens or SQL parameters (${databaseLabel()})`, () => {
  let t: TestContext;
  const lines: string[] = [];
  const logged = () => lines.join('');
  beforeAll(async () => {
    t = await buildTestApp({}, { logger: { level: 'debug', stream: { write: (line) => lines.push(line) } } });
    // Any message holding the secret now fails in the database, the way a real fault would.
    await t.database.db.execute(
      sql`alter table messages add constraint no_zebra check (text not like '%zebra-secret%')`,
    );
  });
  afterAll(() => t.close());

  it('a failing insert over HTTP and over Socket.IO logs a code and a fixed text, never the words', async () => {
    const alice = await signUpUser(t.app, 'Hustler', 'alice-zebra@example.in', 'Password#zebra');
    const bob = await signUpUser(t.app, 'Investor');
    const response = await t.app.inject({
      method: 'POST',
      url: API.conversation(bob.id),
      headers: bearer(alice.token),
      payload: { text: 'my private zebra-secret plan' },
    });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({ message: API_ERRORS.internal });

    const url = await listen(t.app);
    const socket = await connectSocket(url, alice.token);
    try {
      const ack = await new Promise((resolve) =>
        socket.emit(SOCKET_EVENTS.sendMessage, { receiverId: bob.id, text: 'socket zebra-secret' }, resolve),
      );
      expect(ack).toEqual({ ok: false, error: API_ERRORS.internal });
    } finally {
      socket.close();
    }
    // A search and a link token in the query string stay out of the request log too.
    await t.app.inject({ url: `${API.users}?q=zebra-secret-search`, headers: bearer(alice.token) });

    const errors = lines.map((line) => JSON.parse(line)).filter((entry) => entry.level >= 50);
    expect(errors).toHaveLength(2);
    for (const entry of errors) {
      expect(entry.err).toMatchObject({
        type: 'DatabaseError',
        code: '23514',
        message: 'database query failed',
      });
    }
    expect(logged()).toContain('/api/users?[redacted]');
    for (const secret of ['zebra-secret', 'Password#zebra', alice.token, 'insert into', 'params:']) {
      expect(logged(), secret).not.toContain(secret);
    }
  });

  it('other errors keep their message and stack but drop any extra property', () => {
    const error = Object.assign(new Error('disk full'), { code: 'ENOSPC', payload: 'user words' });
    const serialized = serializeError(error);
    expect(serialized).toMatchObject({ type: 'Error', message: 'disk full', code: 'ENOSPC' });
    expect(JSON.stringify(serialized)).not.toContain('user words');
  });
});
