import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { normalizePhone } from '@ideaignite/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, databaseLabel, type TestDatabase } from '../../test/test-database.ts';

/** Migration 0004, run again on phone numbers stored the old way (the test database is migrated). */
const migration = readFileSync(
  path.join(path.dirname(fileURLToPath(import.meta.url)), '../../db/migrations/0004_phone_e164.sql'),
  'utf8',
);

/** Each stored value and what it is after the migration. */
const STORED: Array<[before: string | null, after: string | null]> = [
  ['9876543210', '+919876543210'],
  ['+91 98765 43210', '+919876543210'],
  ['098765-43210', '+919876543210'],
  ['91 98765 43210', '+919876543210'],
  ['(+91) 98765.43210', '+919876543210'],
  ['+91 (0) 70020 58146', '+917002058146'],
  ['+44 20 7946 0958', '+44 20 7946 0958'],
  ['123456', '123456'],
  ['0000000', '0000000'],
  ['5876543210', '5876543210'],
  ['+91 5876543210', '+91 5876543210'],
  ['98765 4321', '98765 4321'],
  ['call me on 9876543210', 'call me on 9876543210'],
  ['', ''],
  [null, null],
];

describe(`migration 0004_phone_e164 (${databaseLabel()})`, () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(() => database.close());

  const phones = async () => {
    const result = await database.db.execute(
      sql`select phoneno from profiles join users on users.id = profiles.user_id order by users.email`,
    );
    return (result as unknown as { rows: Array<{ phoneno: string | null }> }).rows.map((row) => row.phoneno);
  };

  it('rewrites Indian mobiles to E.164 and leaves every other value as it was', async () => {
    for (const [index, [phone]] of STORED.entries()) {
      const email = `phone${String(index).padStart(2, '0')}@test.ideaignite.in`;
      await database.db.execute(sql`
        with new_user as (
          insert into users (email, password_hash, role) values (${email}, 'x', 'Hustler') returning id
        )
        insert into profiles (user_id, role, phoneno) select id, 'Hustler', ${phone} from new_user`);
    }
    await database.db.execute(sql.raw(migration));
    expect(await phones()).toEqual(STORED.map(([, after]) => after));
    // What it rewrites is what the profile forms now store; a second run changes nothing.
    for (const [before, after] of STORED) {
      if (before && after !== before) expect(normalizePhone(before)).toEqual({ ok: true, e164: after });
    }
    await database.db.execute(sql.raw(migration));
    expect(await phones()).toEqual(STORED.map(([, after]) => after));
  });
});
