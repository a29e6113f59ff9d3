import { type EndpointDefinition, endpointPath } from '@ideaignite/contract';
import { jobsApi } from '@ideaignite/contract/jobs';
import type { App } from '../app.ts';
import { bearer, signUpWithProfile } from './build-test-app.ts';

/**
 * Job postings for tests (issue 25): a Hustler with a startup profile, a valid internship and a
 * valid job (JobInputSchema) to vary, and posting one through the API.
 */

/** `YYYY-MM-DD`, `days` after today in India (the clock's time moved by 5 h 30 min). */
export const indiaDayFrom = (now: Date, days = 0) =>
  new Date(now.getTime() + (5 * 60 + 30) * 60_000 + days * 86_400_000).toISOString().slice(0, 10);

/** A Hustler whose profile names a startup (project), its sectors and stage. */
export async function signUpStartup(
  app: App,
  fields: { name?: string; project?: string; sectors?: string; stage?: string } = {},
) {
  return signUpWithProfile(app, 'Hustler', {
    Username: fields.name ?? 'Asha Founder',
    project: fields.project ?? 'KisanKart',
    currentStage: fields.stage ?? 'preSeed',
    sectors: fields.sectors ?? 'agritech,d2c',
    state: 'KA',
    city: 'Bengaluru',
  });
}

/** A valid internship posting applying by `applyBy`. */
export const internship = (applyBy: string, changes: Record<string, unknown> = {}) => ({
  title: 'Growth intern',
  type: 'internship',
  workMode: 'onSite',
  state: 'KA',
  city: 'Bengaluru',
  skills: ['Marketing', 'Excel'],
  description: 'Help farmers find buyers: talk to them, keep our sheets, run the weekly mandi survey.',
  openings: 2,
  startDate: null,
  durationMonths: 3,
  stipend: { kind: 'fixed', amount: 15000 },
  perks: ['certificate'],
  audiences: ['students'],
  studentYear: 2027,
  applyBy,
  questions: ['Why agriculture?'],
  noFeeDeclaration: true,
  ...changes,
});

/** A valid full-time job posting applying by `applyBy`. */
export const fullTimeJob = (applyBy: string, changes: Record<string, unknown> = {}) => ({
  title: 'Backend engineer',
  type: 'fullTime',
  workMode: 'remote',
  skills: ['Node.js', 'PostgreSQL'],
  description: 'Build the order pipeline that connects farmer groups with city kitchens.',
  openings: 1,
  startDate: null,
  payLpa: { min: 8, max: 12 },
  esopPercent: { min: 0.1, max: 0.5 },
  perks: ['fiveDayWeek'],
  audiences: ['experienced'],
  applyBy,
  questions: [],
  noFeeDeclaration: true,
  ...changes,
});

/** Posts `body` as the Hustler holding `token`; answers the response. */
export const postJob = (app: App, token: string, body: Record<string, unknown>) =>
  app.inject({ method: 'POST', url: jobsApi.create.path, headers: bearer(token), payload: body });

/** Calls a jobs endpoint as the user holding `token`, its `:params` filled in and `query` appended. */
export const callJobs = (
  app: App,
  endpoint: Pick<EndpointDefinition, 'method' | 'path'>,
  token: string,
  options: { params?: Record<string, string>; query?: string; body?: unknown } = {},
) =>
  app.inject({
    method: endpoint.method,
    url: `${endpointPath(endpoint, options.params)}${options.query ? `?${options.query}` : ''}`,
    headers: bearer(token),
    ...(options.body !== undefined ? { payload: options.body as Record<string, unknown> } : {}),
  });
