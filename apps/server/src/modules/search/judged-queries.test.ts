import { readFileSync } from 'node:fs';
import path from 'node:path';
import { searchApi } from '@ideaignite/contract/search';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REPO_ROOT } from '../../config.ts';
import { seedDemoData } from '../../db/seed/seed-demo.ts';
import { bearer, buildTestApp, signUpUser, type TestContext } from '../../test/build-test-app.ts';
import { databaseLabel } from '../../test/test-database.ts';

/** An item a judged query must find: its kind and title (or, for a talk, how its text starts). */
interface Expected {
  kind: string;
  title?: string;
  titleStartsWith?: string;
}
interface JudgedSet {
  bars: Record<string, number>;
  queries: Array<{ subset: string; q: string; expect: Expected[] }>;
}

const judged = JSON.parse(
  readFileSync(path.join(REPO_ROOT, 'bench/search/queries.json'), 'utf8'),
) as JudgedSet;

const TOP = 3;

/** Issue 28's relevance bar: bench/search/queries.json over the demo data, on this database. */
describe(`judged search queries (${databaseLabel()})`, () => {
  let t: TestContext;
  let token: string;
  beforeAll(async () => {
    t = await buildTestApp();
    await seedDemoData(t.database.db, {
      storage: t.app.storage,
      assetsDir: path.join(REPO_ROOT, 'apps/web/public'),
    });
    token = (await signUpUser(t.app, 'Investor')).token;
  }, 180_000);
  afterAll(() => t.close());

  it('finds every expected item in the top 3 for enough queries, overall and per subset', async () => {
    const passed = new Map<string, { passed: number; total: number }>();
    const misses: string[] = [];
    for (const query of judged.queries) {
      const response = await t.app.inject({
        method: 'GET',
        url: `${searchApi.search.path}?${new URLSearchParams({ q: query.q, limit: String(TOP) })}`,
        headers: bearer(token),
      });
      expect(response.statusCode, response.body).toBe(200);
      const top = (response.json().results as Array<{ kind: string; title: string }>).slice(0, TOP);
      const found = query.expect.every((item) =>
        top.some(
          (result) =>
            result.kind === item.kind &&
            (item.title ? result.title === item.title : result.title.startsWith(item.titleStartsWith ?? '')),
        ),
      );
      if (!found)
        misses.push(
          `${query.subset} "${query.q}": ${top.map((r) => `${r.kind} ${r.title.slice(0, 40)}`).join(' | ')}`,
        );
      for (const subset of ['all', query.subset]) {
        const tally = passed.get(subset) ?? { passed: 0, total: 0 };
        passed.set(subset, { passed: tally.passed + (found ? 1 : 0), total: tally.total + 1 });
      }
    }
    const shares = Object.fromEntries(
      [...passed].map(([subset, { passed: hits, total }]) => [
        subset,
        `${hits}/${total} (${Math.round((hits / total) * 100)}%)`,
      ]),
    );
    console.log(
      `judged queries on ${databaseLabel()}:`,
      shares,
      misses.length ? `\nmissed:\n${misses.join('\n')}` : '',
    );
    for (const [subset, bar] of Object.entries(judged.bars)) {
      const tally = passed.get(subset)!;
      expect(tally.passed / tally.total, `${subset}: ${shares[subset]}`).toBeGreaterThanOrEqual(bar);
    }
  });
});
