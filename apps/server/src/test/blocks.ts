import { API } from '@ideaignite/contract';
import { bearer, type TestContext } from './build-test-app.ts';

/** `blocker` blocks `blocked` through the API; throws unless it answers 200. */
export async function blockThroughApi(
  app: TestContext['app'],
  blocker: { token: string },
  blocked: { id: string },
): Promise<void> {
  const answer = await app.inject({
    method: 'PUT',
    url: API.block(blocked.id),
    headers: bearer(blocker.token),
  });
  if (answer.statusCode !== 200) throw new Error(`blocking failed: ${answer.statusCode} ${answer.body}`);
}
