import { ACCOUNT_API, API, DELETION_GRACE_MS } from '@ideaignite/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { manualClock } from '../../lib/clock.ts';
import { bearer, buildTestApp, signUpUser, type TestContext } from '../../test/build-test-app.ts';
import { signUpModerator } from '../../test/moderators.ts';
import { databaseLabel } from '../../test/test-database.ts';

describe(`reports and account erasure (${databaseLabel()})`, () => {
  let t: TestContext;
  const clock = manualClock(new Date('2025-03-01T06:00:00Z'));
  beforeAll(async () => {
    t = await buildTestApp({ ADMIN_EMAILS: 'moderator@example.in' });
    t.app.container.clock = clock;
  }, 180_000);
  afterAll(() => t.close());

  it('an erased account takes the reports it made with it (their details are its words)', async () => {
    const reporter = await signUpUser(t.app, 'Investor');
    const reported = await signUpUser(t.app, 'Hustler');
    const admin = await signUpModerator(t, 'Cofounder', 'moderator@example.in');
    const filed = await t.app.inject({
      method: 'POST',
      url: API.reports,
      headers: bearer(reporter.token),
      payload: {
        target: 'user',
        targetId: reported.id,
        reason: 'other',
        details: 'He called me at 98765 43210',
      },
    });
    expect(filed.statusCode).toBe(201);
    const queued = await t.app.inject({ url: API.adminReports, headers: bearer(admin.token) });
    expect(queued.json().items).toHaveLength(1);

    const asked = await t.app.inject({
      method: 'POST',
      url: ACCOUNT_API.deletion,
      headers: bearer(reporter.token),
      payload: { password: reporter.password },
    });
    expect(asked.statusCode).toBeLessThan(300);
    clock.advance(DELETION_GRACE_MS + 60_000);
    await t.app.container.scheduler.runNow('erasures');

    const after = await t.app.inject({ url: API.adminReports, headers: bearer(admin.token) });
    expect(after.json().items).toEqual([]);
    expect(JSON.stringify(after.json())).not.toContain('98765');
  });
});
