import { QueryClient, QueryObserver } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { jobQueryKey, reloadJobs } from './jobs-queries.ts';

describe('reloadJobs', () => {
  it('begins again a job page’s first load that read the server before a save', async () => {
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    let saved = false;
    let calls = 0;
    const firstAnswers: Array<() => void> = [];
    const observer = new QueryObserver(client, {
      queryKey: jobQueryKey('j-1'),
      queryFn: () => {
        calls += 1;
        const answer = { _id: 'j-1', saved };
        return calls === 1
          ? new Promise<typeof answer>((resolve) => firstAnswers.push(() => resolve(answer)))
          : Promise.resolve(answer);
      },
    });
    const unsubscribe = observer.subscribe(() => {});
    await expect.poll(() => firstAnswers.length).toBe(1);

    saved = true; // the save lands while the page's first load is on its way
    const reloaded = reloadJobs(client);
    firstAnswers[0]?.();
    await reloaded;

    expect(client.getQueryData(jobQueryKey('j-1'))).toEqual({ _id: 'j-1', saved: true });
    expect(calls).toBe(2);
    unsubscribe();
  });
});
