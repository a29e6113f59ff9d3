import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type EmbeddedDatabase, startEmbeddedDatabase } from './embedded-database.ts';

/** The worker-thread PGlite shares one backend between connections: they must take turns cleanly. */
describe('the embedded database in its worker thread', () => {
  let embedded: EmbeddedDatabase;
  const clients: pg.Client[] = [];
  const connect = async () => {
    const client = new pg.Client({
      stream: () => embedded.connect(),
      user: 'postgres',
      database: 'postgres',
    });
    await client.connect();
    clients.push(client);
    return client;
  };

  beforeAll(async () => {
    embedded = await startEmbeddedDatabase(undefined);
    const setup = await connect();
    await setup.query('create table counter (id int primary key, value int not null)');
    await setup.query('insert into counter values (1, 0)');
  }, 180_000);
  afterAll(async () => {
    await Promise.all(clients.map((client) => client.end().catch(() => undefined)));
    await embedded?.close();
  });

  it("never runs another connection's statement inside an open transaction", async () => {
    const [a, b] = [await connect(), await connect()];
    await a.query('begin');
    await a.query('update counter set value = 42 where id = 1');
    // b asks while a's transaction is open; PGlite's single backend would show b the uncommitted
    // 42 (and make b's statement part of a's transaction) if the two interleaved.
    const seenByB = b.query<{ value: number }>('select value from counter where id = 1');
    await new Promise((resolve) => setTimeout(resolve, 50));
    await a.query('rollback');
    expect((await seenByB).rows[0]?.value).toBe(0);
  });

  it('rolls back the transaction of a connection that goes away in the middle of it', async () => {
    const [a, b] = [await connect(), await connect()];
    await a.query('begin');
    await a.query('update counter set value = 7 where id = 1');
    const seenByB = b.query<{ value: number }>('select value from counter where id = 1');
    a.on('error', () => undefined);
    a.connection.stream.destroy();
    expect((await seenByB).rows[0]?.value).toBe(0);
  });

  it('keeps prepared statements of concurrent connections apart', async () => {
    const [a, b] = [await connect(), await connect()];
    const results = await Promise.all(
      Array.from({ length: 40 }, (_, index) =>
        (index % 2 === 0 ? a : b).query<{ n: number }>('select $1::int as n', [index]),
      ),
    );
    expect(results.map((result) => result.rows[0]?.n)).toEqual(
      Array.from({ length: 40 }, (_, index) => index),
    );
  });

  it('lets connections use the same prepared statement name, also after one has closed', async () => {
    const named = (client: pg.Client, n: number) =>
      client.query<{ n: number }>({ name: 'same_name', text: 'select $1::int as n', values: [n] });
    const [a, b] = [await connect(), await connect()];
    const [fromA, fromB] = await Promise.all([named(a, 1), named(b, 2)]);
    expect([fromA.rows[0]?.n, fromB.rows[0]?.n]).toEqual([1, 2]);
    await a.end();
    const c = await connect();
    expect((await named(c, 3)).rows[0]?.n).toBe(3);
    expect((await named(b, 4)).rows[0]?.n).toBe(4);
  });
});
