import { searchApi } from '@ideaignite/contract/search';
import { vi } from 'vitest';

export const PERSON_ID = '11111111-1111-4111-8111-111111111111';
export const VIDEO_ID = '22222222-2222-4222-8222-222222222222';
export const JOB_ID = '33333333-3333-4333-8333-333333333333';

/**
 * A fetch stub answering search's endpoints by path (any query), recording each URL asked. A
 * search's counts (/api/search/counts) are the `counts` of the answer given for its page
 * (/api/search with the same query), so one answer describes both.
 */
export function fakeSearchApi(answer: (url: URL) => { status: number; body: unknown } | undefined) {
  const asked: URL[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) => {
      const url = new URL(String(input), 'http://localhost');
      asked.push(url);
      const reply = url.pathname === searchApi.counts.path ? countsOf(url, answer) : answer(url);
      if (!reply) throw new TypeError('Failed to fetch');
      return new Response(JSON.stringify(reply.body), {
        status: reply.status,
        headers: { 'Content-Type': 'application/json' },
      });
    }),
  );
  return asked;
}

export const suggestions = {
  success: true,
  suggestions: [
    { kind: 'person', id: PERSON_ID, title: 'Kisan Kumar' },
    { kind: 'video', id: VIDEO_ID, title: 'किसान की कहानी' },
    { kind: 'job', id: JOB_ID, title: 'Kisan app intern' },
  ],
};

function countsOf(url: URL, answer: (url: URL) => { status: number; body: unknown } | undefined) {
  const page = new URL(url);
  page.pathname = searchApi.search.path;
  const reply = answer(page);
  if (!reply || reply.status !== 200) return reply;
  return { status: 200, body: { success: true, counts: (reply.body as { counts: unknown }).counts } };
}

/** The pages asked for (/api/search), without the counts and suggestions. */
export const pagesAsked = (asked: URL[]) => asked.filter((url) => url.pathname === searchApi.search.path);
