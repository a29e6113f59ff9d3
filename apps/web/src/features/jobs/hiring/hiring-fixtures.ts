import type { Job, TrackedApplication } from '@ideaignite/contract';
import { makePublicUser } from '../../../test/fixtures.ts';
import { makeJob as makeAnyJob } from '../../../test/job-fixtures.ts';

/* Test helpers for posting, hiring and applying (issue 25). */

/** A posting as its own Hustler (Meera Nair of GrapeLink) reads it: a remote paid internship. */
export function makeJob(overrides: Partial<Job> = {}): Job {
  return makeAnyJob({
    _id: '11111111-1111-4111-8111-111111111111',
    title: 'Frontend intern',
    workMode: 'remote',
    state: null,
    city: null,
    skills: ['React'],
    sector: null,
    stage: null,
    perks: [],
    audiences: ['freshers'],
    studentYear: null,
    applyBy: '2026-12-20',
    startup: makePublicUser('u-me', 'Hustler', { Username: 'Meera Nair', project: 'GrapeLink' }),
    applicationsCount: 0,
    description: 'Build the farmer app.',
    ...overrides,
  });
}

export function makeTracked(
  overrides: Partial<TrackedApplication> & { _id: string; name?: string },
): TrackedApplication {
  const { name = 'Arjun Mehta', ...rest } = overrides;
  return {
    jobId: makeJob()._id,
    status: 'applied',
    history: [{ status: 'applied', at: '2026-11-21T10:00:00.000Z' }],
    note: null,
    answers: [],
    video: null,
    rejectReason: null,
    createdAt: '2026-11-21T10:00:00.000Z',
    applicant: makePublicUser(`u-${rest._id}`, 'Jobseeker', {
      Username: name,
      desiredRole: 'Frontend developer',
    }),
    completeness: 80,
    ...rest,
  };
}
