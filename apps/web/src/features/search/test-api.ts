import { vi } from 'vitest';

export const PERSON_ID = '11111111-1111-4111-8111-111111111111';
export const VIDEO_ID = '22222222-2222-4222-8222-222222222222';
export const JOB_ID = '33333333-3333-4333-8333-333333333333';

/** A fetch stub answering search's two endpoints by path (any query), recording each URL asked. */
export function fakeSearchApi(answer: (url: URL) => { status: number; body: unknown } | undefined) {
  const asked: URL[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) => {
      const url = new URL(String(input), 'http://localhost');
      asked.push(url);
      const reply = answer(url);
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
