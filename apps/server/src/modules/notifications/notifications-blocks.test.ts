import { API } from '@ideaignite/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, buildTestApp, signUpUser, type TestContext } from '../../test/build-test-app.ts';
import { postVideo, postVideoComment } from '../../test/content.ts';
import { databaseLabel } from '../../test/test-database.ts';
import { unreadSince } from './digest-repository.ts';

type Person = Awaited<ReturnType<typeof signUpUser>>;

/**
 * Issue 24: notifications stored before a block (either way) or before the actor's suspension are
 * not shown afterwards, in the list, the unread count or the daily digest; an unblock or a
 * restore brings them back. A control actor's notification is shown throughout.
 */
describe(`notifications across a block or a suspension (${databaseLabel()})`, () => {
  let t: TestContext;
  let owner: Person;
  let commenter: Person;
  let control: Person;
  beforeAll(async () => {
    t = await buildTestApp();
    [owner, commenter, control] = [
      await signUpUser(t.app, 'Hustler'),
      await signUpUser(t.app, 'Investor'),
      await signUpUser(t.app, 'Cofounder'),
    ];
    const videoId = await postVideo(t.app, owner.token);
    await postVideoComment(t.app, commenter.token, videoId, 'Great pitch');
    await postVideoComment(t.app, control.token, videoId, 'Count me in');
  });
  afterAll(() => t.close());

  /** Whose notifications the owner sees, in the list, the unread count and the digest. */
  const seen = async () => {
    const list = await t.app.inject({ url: API.notifications, headers: bearer(owner.token) });
    expect(list.statusCode, list.body).toBe(200);
    const count = await t.app.inject({ url: API.notificationsUnreadCount, headers: bearer(owner.token) });
    const digest = await unreadSince(t.database.db, owner.id, null, 10);
    const actors = (list.json() as Array<{ actorId: string | null }>).map((row) => row.actorId);
    return {
      list: [commenter.id, control.id].filter((id) => actors.includes(id)),
      count: count.json().count as number,
      digest: digest.total,
    };
  };
  const everyone = () => ({ list: [commenter.id, control.id], count: 2, digest: 2 });
  const withoutCommenter = () => ({ list: [control.id], count: 1, digest: 1 });
  const block = (by: Person, other: Person, method: 'PUT' | 'DELETE') =>
    t.app.inject({ method, url: API.block(other.id), headers: bearer(by.token) });

  it('shows both commenters before any block', async () => {
    expect(await seen()).toEqual(everyone());
  });

  it('the owner blocks the commenter: their notification goes quiet; unblocking brings it back', async () => {
    expect((await block(owner, commenter, 'PUT')).statusCode).toBeLessThan(300);
    expect(await seen()).toEqual(withoutCommenter());
    expect((await block(owner, commenter, 'DELETE')).statusCode).toBeLessThan(300);
    expect(await seen()).toEqual(everyone());
  });

  it('the commenter blocks the owner: the same, the other way', async () => {
    expect((await block(commenter, owner, 'PUT')).statusCode).toBeLessThan(300);
    expect(await seen()).toEqual(withoutCommenter());
    expect((await block(commenter, owner, 'DELETE')).statusCode).toBeLessThan(300);
    expect(await seen()).toEqual(everyone());
  });

  it('a suspended commenter’s notification goes quiet until the account is restored', async () => {
    await t.database.db.execute(sql`update users set suspended_at = now() where id = ${commenter.id}`);
    expect(await seen()).toEqual(withoutCommenter());
    await t.database.db.execute(sql`update users set suspended_at = null where id = ${commenter.id}`);
    expect(await seen()).toEqual(everyone());
  });
});
