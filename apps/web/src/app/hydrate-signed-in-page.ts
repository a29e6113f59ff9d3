import type { DehydratedState } from '@tanstack/react-query';
import { readSession } from '../lib/auth-storage.ts';
import { setHydratingSignedIn } from '../lib/server-render.ts';
import { preloadSignedInPage } from './routes.tsx';

/** What src/ssr.tsx writes into #ssr-state: whose page it is, and the query cache it rendered with. */
interface RenderedState {
  userId: string;
  queries: DehydratedState;
}

function parse(element: HTMLElement): RenderedState | null {
  try {
    const state = JSON.parse(element.textContent ?? '') as Partial<RenderedState>;
    return typeof state.userId === 'string' && state.queries ? (state as RenderedState) : null;
  } catch {
    return null;
  }
}

/**
 * Puts a signed-in page's data from the server (#ssr-state) in the query cache, and loads the
 * page's code (the route table, the frame and the page, so it draws in one pass). Answers false
 * when the data is not for this browser's session (signed out, or another account, since), or
 * the code did not load.
 */
export async function seedSignedInPage(element: HTMLElement): Promise<boolean> {
  const state = parse(element);
  element.remove();
  const session = readSession();
  if (!state || !session || session.userId !== state.userId) return false;
  try {
    const [{ hydrateCache }] = await Promise.all([
      import('../lib/query-provider.tsx'),
      preloadSignedInPage(window.location.pathname),
    ]);
    hydrateCache(state.queries);
  } catch {
    return false;
  }
  return true;
}

/**
 * Readies a signed-in page the server rendered (src/ssr.tsx) for hydration: its data and code
 * (seedSignedInPage), and the first render signed in, as the server's was. Answers false when the
 * page cannot be hydrated as it is; the caller then renders the app afresh.
 */
export async function hydrateSignedInPage(element: HTMLElement): Promise<boolean> {
  if (!(await seedSignedInPage(element))) return false;
  setHydratingSignedIn(true);
  return true;
}
