import { type ApplicationMove, endpointPath } from '@ideaignite/contract';
import { jobsApi } from '@ideaignite/contract/jobs';
import { sql } from 'drizzle-orm';
import type { App } from '../app.ts';
import type { Database } from '../db/client.ts';
import { rowsOf } from '../db/rows.ts';
import { jobPostings } from '../db/schema.ts';
import { bearer } from './build-test-app.ts';

/**
 * Job applications for tests (issue 25): postings stored as they are (any state, no posting rules
 * in the way) and the applications endpoints called as a person.
 */

type Caller = { token: string };

/** A valid internship stored for `userId` (no posting rules), with `changes` (status, apply-by…); answers its id. */
export async function storePosting(
  db: Database,
  userId: string,
  changes: Partial<typeof jobPostings.$inferInsert> & { applyBy: string },
): Promise<string> {
  const [row] = await db
    .insert(jobPostings)
    .values({
      userId,
      title: 'Growth intern',
      type: 'internship',
      workMode: 'remote',
      skills: ['Excel'],
      description: 'Talk to farmer groups, keep our sheets and run the weekly mandi survey.',
      openings: 2,
      durationMonths: 3,
      stipendKind: 'fixed',
      stipendMin: 15000,
      stipendMax: 15000,
      audiences: ['freshers'],
      questions: ['Why agriculture?'],
      ...changes,
    })
    .returning({ id: jobPostings.id });
  if (!row) throw new Error('posting insert returned nothing');
  return row.id;
}

export const applyTo = (app: App, person: Caller, jobId: string, body: Record<string, unknown>) =>
  app.inject({
    method: 'POST',
    url: endpointPath(jobsApi.apply, { jobId }),
    headers: bearer(person.token),
    payload: body,
  });

/** The startup's move; `body` only when given (a rejection's reason). */
export const moveAs = (
  app: App,
  person: Caller,
  applicationId: string,
  move: ApplicationMove | string,
  body?: object,
) =>
  app.inject({
    method: 'POST',
    url: endpointPath(jobsApi.move, { applicationId, move }),
    headers: bearer(person.token),
    ...(body ? { payload: body } : {}),
  });

export const withdrawAs = (app: App, person: Caller, applicationId: string) =>
  app.inject({
    method: 'POST',
    url: endpointPath(jobsApi.withdraw, { applicationId }),
    headers: bearer(person.token),
  });

export const trackerOf = (app: App, person: Caller, jobId: string, query = '') =>
  app.inject({ url: `${endpointPath(jobsApi.tracker, { jobId })}${query}`, headers: bearer(person.token) });

export const myApplicationsOf = (app: App, person: Caller, query = '') =>
  app.inject({ url: `${jobsApi.myApplications.path}${query}`, headers: bearer(person.token) });

/** The notifications `userId` got, oldest first. */
export const notificationsOf = (db: Database, userId: string) =>
  rowsOf<{ type: string; params: { key: string; args: string[] }; actor_id: string; entity_id: string }>(
    db,
    sql`select type, params, actor_id, entity_id from notifications where user_id = ${userId} order by created_at, id`,
  );
