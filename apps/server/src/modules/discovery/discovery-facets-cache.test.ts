import { API, type Role } from '@ideaignite/contract';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { bearer, buildTestApp, signUpUser, type TestContext } from '../../test/build-test-app.ts';
import { formData } from '../../test/fixtures.ts';
import { databaseLabel } from '../../test/test-database.ts';
import { FACETS_CACHE_MS } from './discovery-service.ts';

describe(`discovery facets, kept ${FACETS_CACHE_MS} ms per view (${databaseLabel()})`, () => {
  let t: TestContext;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterEach(() => vi.restoreAllMocks());
  afterAll(() => t.close());

  /** Moves Date.now (the cache's clock) forward by hand. */
  function movableNow() {
    const realNow = Date.now;
    let offset = 0;
    vi.spyOn(Date, 'now').mockImplementation(() => realNow() + offset);
    return (ms: number) => {
      offset += ms;
    };
  }
  const fintech = async (role: Role) => {
    const user = await signUpUser(t.app, role);
    const url = role === 'Hustler' ? API.profileHustler : API.profileInvestor;
    const fields: Record<string, string> =
      role === 'Hustler' ? { sectors: 'fintech' } : { sectors: 'fintech', investorType: 'visionary' };
    const saved = await t.app.inject({
      method: 'POST',
      url,
      headers: bearer(user.token),
      payload: formData(fields),
    });
    expect(saved.statusCode, saved.body).toBe(200);
    return user;
  };
  const total = async (role: Role, token: string) => {
    const response = await t.app.inject({
      url: `${API.discoveryFacets(role)}?sector=fintech`,
      headers: bearer(token),
    });
    expect(response.statusCode, response.body).toBe(200);
    return response.json().total as number;
  };

  it('answers a view counted in the window from that count, for every viewer of another role; then counts afresh', async () => {
    const advance = movableNow();
    const [first, second] = [await signUpUser(t.app, 'Investor'), await signUpUser(t.app, 'Investor')];
    await fintech('Hustler');
    expect(await total('Hustler', first.token)).toBe(1);

    await fintech('Hustler');
    expect(await total('Hustler', first.token)).toBe(1);
    expect(await total('Hustler', second.token)).toBe(1);

    advance(FACETS_CACHE_MS);
    expect(await total('Hustler', second.token)).toBe(2);
  });

  it('keeps a view of their own for a viewer of the listed role (the list leaves them out)', async () => {
    movableNow();
    const listed = await fintech('Investor');
    const other = await signUpUser(t.app, 'Investor');
    const others = await total('Investor', listed.token);
    expect(await total('Investor', other.token)).toBe(others + 1);
  });
});
