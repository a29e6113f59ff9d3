import { readFileSync } from 'node:fs';
import path from 'node:path';
import { BENCH_DIR } from '../lib/servers.ts';

/**
 * What the app's service worker sends with every navigation (navigation preload, decision 050),
 * and the value that names the built apps/web (dist/ssr/worker-version.txt): a visit sent with
 * both is one from a worker holding this build.
 */
export const WORKER_HEADER = 'service-worker-navigation-preload';

export const currentWorkerVersion = (): string =>
  readFileSync(path.join(BENCH_DIR, '../apps/web/dist/ssr/worker-version.txt'), 'utf8');
