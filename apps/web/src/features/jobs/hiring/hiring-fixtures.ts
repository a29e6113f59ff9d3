import type { Job, TrackedApplication } from '@ideaignite/contract';
import { makePublicUser } from '../../../test/fixtures.ts';

/* Test helpers for posting, hiring and applying (issue 25). */

export function makeJob(overrides: Partial<Job> = {}): Job {
  return {
    _id: '11111111-1111-4111-8111-111111111111',
    title: 'Frontend intern',
    type: 'internship',
    workMode: 'remote',
    state: null,
    city: null,
    skills: ['React'],
    sector: null,
    stage: null,
    openings: 2,
    startDate: null,
    durationMonths: 3,
    stipend: { kind: 'fixed', amount: 15000 },
    payLpa: null,
    esopPercent: null,
    perks: [],
    audiences: ['freshers'],
    studentYear: null,
    applyBy: '2026-12-20',
    status: 'open',
    createdAt: '2026-11-20T10:00:00.000Z',
    startup: makePublicUser('u-me', 'Hustler', { Username: 'Meera Nair', project: 'GrapeLink' }),
    saved: false,
    application: null,
    heldReason: null,
    applicationsCount: 0,
    description: 'Build the farmer app.',
    questions: [],
    updatedAt: null,
    ...overrides,
  };
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
