import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../db/rows.ts';
import { users } from '../../db/schema.ts';
import { blockThroughApi } from '../../test/blocks.ts';
import { buildTestApp, signUpUser, type TestContext } from '../../test/build-test-app.ts';
import { databaseLabel } from '../../test/test-database.ts';
import { authorVisibleSql, authorVisibleToManySql } from './query-parts.ts';

type Person = Awaited<ReturnType<typeof signUpUser>>;

/**
 * One rule, two forms (decision 023): an author is visible to a viewer unless either blocked the
 * other or the author is suspended. authorVisibleSql probes per row; authorVisibleToManySql (search)
 * reads each set once. Each case is a real account in a real relation to the viewer, and both forms
 * are asked about every case in one statement, over the rows of `users` as search asks over its rows.
 */
describe(`an author's visibility: the per-row and the set-based forms agree (${databaseLabel()})`, () => {
  let t: TestContext;
  let viewer: Person;
  /** Each case's author, and whether the viewer may see what they posted. */
  const cases: Array<{ name: string; author: Person; visible: boolean }> = [];

  const block = (blocker: Person, blocked: Person) => blockThroughApi(t.app, blocker, blocked);

  beforeAll(async () => {
    t = await buildTestApp();
    viewer = await signUpUser(t.app, 'Investor');
    const [plain, blockedByViewer, blockerOfViewer, suspended, blockedByAnother, other] = await Promise.all([
      signUpUser(t.app, 'Hustler'),
      signUpUser(t.app, 'Hustler'),
      signUpUser(t.app, 'Hustler'),
      signUpUser(t.app, 'Hustler'),
      signUpUser(t.app, 'Hustler'),
      signUpUser(t.app, 'Cofounder'),
    ]);
    await block(viewer, blockedByViewer!);
    await block(blockerOfViewer!, viewer);
    await t.database.db.update(users).set({ suspendedAt: new Date() }).where(eq(users.id, suspended!.id));
    // A block between the author and someone else is none of the viewer's business.
    await block(other!, blockedByAnother!);
    cases.push(
      { name: 'nothing in the way', author: plain!, visible: true },
      { name: 'the viewer themself', author: viewer, visible: true },
      { name: 'blocked by someone else, not the viewer', author: blockedByAnother!, visible: true },
      { name: 'the viewer blocked the author', author: blockedByViewer!, visible: false },
      { name: 'the author blocked the viewer', author: blockerOfViewer!, visible: false },
      { name: 'the author is suspended', author: suspended!, visible: false },
    );
  });
  afterAll(() => t.close());

  it('each case: both forms give the expected answer', async () => {
    const ids = cases.map((entry) => entry.author.id);
    const viewerId = sql`${viewer.id}::uuid`;
    const rows = await rowsOf<{ id: string; per_row: boolean; to_many: boolean }>(
      t.database.db,
      sql`select u.id,
          ${authorVisibleSql(sql`u.id`, viewerId)} as per_row,
          ${authorVisibleToManySql(sql`u.id`, viewerId)} as to_many
        from users u
        where u.id in (${sql.join(
          ids.map((id) => sql`${id}::uuid`),
          sql`, `,
        )})`,
    );
    const answer = new Map(rows.map((row) => [row.id, row]));
    const got = cases.map(({ name, author }) => ({
      name,
      perRow: answer.get(author.id)?.per_row,
      toMany: answer.get(author.id)?.to_many,
    }));
    const expected = cases.map(({ name, visible }) => ({ name, perRow: visible, toMany: visible }));
    expect(got).toEqual(expected);
  });

  it.each([
    ['nothing in the way'],
    ['the viewer blocked the author'],
    ['the author blocked the viewer'],
    ['the author is suspended'],
  ])('%s: each form asked alone about one author answers the same', async (name) => {
    const entry = cases.find((candidate) => candidate.name === name)!;
    const author = sql`${entry.author.id}::uuid`;
    const viewerId = sql`${viewer.id}::uuid`;
    const [row] = await rowsOf<{ per_row: boolean; to_many: boolean }>(
      t.database.db,
      sql`select ${authorVisibleSql(author, viewerId)} as per_row,
        ${authorVisibleToManySql(author, viewerId)} as to_many`,
    );
    expect(row).toEqual({ per_row: entry.visible, to_many: entry.visible });
  });
});
