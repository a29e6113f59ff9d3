import { ACCOUNT_API, API } from '@ideaignite/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, buildTestApp, signUpUser, type TestContext } from '../../test/build-test-app.ts';
import { databaseLabel } from '../../test/test-database.ts';
import { unzip } from '../../test/unzip.ts';

type User = Awaited<ReturnType<typeof signUpUser>>;
type ExportedMessage = { id: string; direction: string; readAt: string | null; deliveredAt: string | null };

/**
 * Issue 24, finding 6: an export shows when a sent message was delivered and read only where the
 * API shows it, that is while both people share read receipts (decision 023).
 */
describe(`read and delivery times in the data export (${databaseLabel()})`, () => {
  let t: TestContext;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  const call = (user: User, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
    t.app.inject({ method, url, headers: bearer(user.token), ...(payload ? { payload } : {}) });
  const receipts = async (user: User, on: boolean) =>
    expect((await call(user, 'PUT', API.accountSettings, { privacy: { readReceipts: on } })).statusCode).toBe(
      200,
    );
  /** `user`'s data.json messages, through the API and the exports job. */
  async function exportedMessages(user: User): Promise<ExportedMessage[]> {
    const started = await call(user, 'POST', ACCOUNT_API.exports);
    expect(started.statusCode).toBe(202);
    const id = started.json().export.id as string;
    await t.app.container.scheduler.runNow('exports');
    const download = await call(user, 'GET', ACCOUNT_API.exportDownload(id));
    expect(download.statusCode).toBe(200);
    const data = JSON.parse((await unzip(download.rawPayload)).get('data.json')!.toString('utf8'));
    return data.messages;
  }

  it("the receiver's receipts off: the sender's export has no readAt or deliveredAt for it; both on: both are there", async () => {
    const sender = await signUpUser(t.app, 'Hustler');
    const receiver = await signUpUser(t.app, 'Investor');
    const sent = await call(sender, 'POST', API.conversation(receiver.id), {
      text: 'Are you free on Friday?',
    });
    expect(sent.statusCode).toBe(201);
    // The receiver opens the chat: the message is delivered and read.
    expect((await call(receiver, 'GET', API.conversation(sender.id))).statusCode).toBe(200);
    await receipts(receiver, false);

    const hidden = await exportedMessages(sender);
    expect(hidden).toEqual([expect.objectContaining({ direction: 'sent', readAt: null, deliveredAt: null })]);
    // The API hides the same from the sender.
    const chat = (await call(sender, 'GET', API.conversation(receiver.id))).json();
    expect(chat).toEqual([expect.objectContaining({ readAt: null })]);
    // The receiver's own reading is theirs to see.
    const own = await exportedMessages(receiver);
    expect(own).toEqual([expect.objectContaining({ direction: 'received', readAt: expect.any(String) })]);

    await receipts(receiver, true);
    const shown = await exportedMessages(sender);
    expect(shown).toEqual([
      expect.objectContaining({
        direction: 'sent',
        readAt: expect.any(String),
        deliveredAt: expect.any(String),
      }),
    ]);
  });
});
