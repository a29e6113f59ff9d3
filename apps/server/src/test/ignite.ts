import { API, type ConnectionDetail, type IgniteAction } from '@ideaignite/contract';
import { inArray } from 'drizzle-orm';
import type { App } from '../app.ts';
import { profiles } from '../db/schema.ts';
import { bearer } from './build-test-app.ts';

interface Person {
  id: string;
  token: string;
}

/** A pitch line for tests that only need an Ignite to exist. */
export const TEST_PITCH = 'We cut mandi-to-kitchen spoilage to 3% for Indore housing societies.';

/**
 * Turns on the investors' "open to pitches", as their profile's switch does: only an investor
 * taking pitches can be ignited (issue 26), and a new profile starts with it off.
 */
export async function openToPitches(app: App, ...investors: Person[]) {
  await app.container.db
    .update(profiles)
    .set({ openToPitches: true })
    .where(
      inArray(
        profiles.userId,
        investors.map((investor) => investor.id),
      ),
    );
}

/**
 * POSTs an Ignite from `hustler` to `investor` through the API, with one of the Hustler's videos
 * when given; throws unless it is created. The investor is first made open to pitches.
 */
export async function sendIgnite(
  app: App,
  hustler: Person,
  investor: Person,
  pitch = TEST_PITCH,
  videoId?: string,
): Promise<ConnectionDetail> {
  await openToPitches(app, investor);
  const response = await app.inject({
    method: 'POST',
    url: API.igniteInvestor,
    headers: bearer(hustler.token),
    payload: { investorId: investor.id, pitch, ...(videoId ? { videoId } : {}) },
  });
  if (response.statusCode !== 201) throw new Error(`ignite failed: ${response.statusCode} ${response.body}`);
  return response.json().connection as ConnectionDetail;
}

/** One pipeline move through the API; throws unless it is answered 200. */
export async function moveIgniteAs(
  app: App,
  person: Person,
  connectionId: string,
  action: IgniteAction,
  payload?: object,
): Promise<ConnectionDetail> {
  const response = await app.inject({
    method: 'POST',
    url: API.igniteAction(connectionId, action),
    headers: bearer(person.token),
    ...(payload ? { payload } : {}),
  });
  if (response.statusCode !== 200)
    throw new Error(`${action} failed: ${response.statusCode} ${response.body}`);
  return response.json().connection as ConnectionDetail;
}

/**
 * Connects a Hustler and an Investor the way people do: an Ignite with a pitch, the investor opens
 * it and asks to meet, the Hustler takes the meeting. Answers the connected Ignite.
 */
export async function connectPair(
  app: App,
  hustler: Person,
  investor: Person,
  pitch = TEST_PITCH,
): Promise<ConnectionDetail> {
  const ignite = await sendIgnite(app, hustler, investor, pitch);
  await moveIgniteAs(app, investor, ignite._id, 'view');
  await moveIgniteAs(app, investor, ignite._id, 'meeting');
  return moveIgniteAs(app, hustler, ignite._id, 'connect');
}
