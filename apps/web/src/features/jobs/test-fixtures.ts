import type { Job, JobCard } from '@ideaignite/contract';
import { vi } from 'vitest';
import { makePublicUser } from '../../test/fixtures.ts';

export const startup = makePublicUser('u-startup', 'Hustler', {
  Username: 'Aditi Verma',
  project: 'ChaiCircle',
  bio: 'Loyalty cards for tea stalls.',
});

/** A posting as the board shows it: an open paid internship in Pune by ChaiCircle. */
export function makeJobCard(overrides: Partial<JobCard> = {}): JobCard {
  return {
    _id: 'job-1',
    title: 'Growth intern',
    type: 'internship',
    workMode: 'onSite',
    state: 'MH',
    city: 'Pune',
    skills: ['Marketing', 'Canva'],
    sector: 'Consumer',
    stage: 'preSeed',
    openings: 2,
    startDate: null,
    durationMonths: 3,
    stipend: { kind: 'fixed', amount: 15000 },
    payLpa: null,
    esopPercent: null,
    perks: ['certificate'],
    audiences: ['students'],
    studentYear: 2027,
    applyBy: '2026-12-15',
    status: 'open',
    createdAt: '2026-11-20T10:00:00.000Z',
    startup,
    saved: false,
    application: null,
    heldReason: null,
    applicationsCount: null,
    summary: 'Help tea stalls across Pune.',
    ...overrides,
  };
}

/** The same posting, whole, as its page has it. */
export function makeJob(overrides: Partial<Job> = {}): Job {
  const { summary: _summary, ...card } = makeJobCard();
  return {
    ...card,
    description: 'Help tea stalls across Pune.\nVisit ten stalls a week.',
    questions: [],
    updatedAt: null,
    ...overrides,
  };
}

type Route = (url: URL, init: RequestInit | undefined) => { status: number; body?: unknown } | undefined;

/** A fetch stub answering by path (any query), recording every call; unmatched calls fail as a network error. */
export function routeApi(route: Route) {
  const calls: { method: string; url: URL; body?: unknown }[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    const method = init?.method ?? 'GET';
    calls.push({ method, url, body: typeof init?.body === 'string' ? JSON.parse(init.body) : undefined });
    const reply = route(url, init);
    if (!reply) throw new TypeError('Failed to fetch');
    return new Response(reply.body === undefined ? null : JSON.stringify(reply.body), {
      status: reply.status,
      headers: { 'Content-Type': 'application/json' },
    });
  });
  vi.stubGlobal('fetch', fetchMock);
  return calls;
}
