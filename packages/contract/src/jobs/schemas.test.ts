import { describe, expect, it } from 'vitest';
import {
  DURATION_BUCKETS,
  JOB_AUDIENCES,
  JOB_PERKS,
  JOB_TYPES,
  movesFrom,
  POSTED_WITHIN,
  WORK_MODES,
} from './constants.ts';
import { JOBS_CHOICES_HI } from './hi.ts';
import { JobInputSchema } from './schemas.ts';
import { JOBS_WORDS } from './words.ts';

const internship = {
  title: 'Growth intern',
  type: 'internship',
  workMode: 'hybrid',
  state: 'KA',
  city: 'Bengaluru',
  skills: ['Excel', 'Copywriting'],
  description: 'Run our WhatsApp campaigns with the founders.',
  openings: 2,
  startDate: null,
  durationMonths: 3,
  stipend: { kind: 'range', min: 10_000, max: 15_000 },
  perks: ['certificate'],
  audiences: ['students'],
  studentYear: 2027,
  applyBy: '2026-12-20',
  questions: ['Why this startup?'],
  noFeeDeclaration: true,
};
const job = {
  ...internship,
  title: 'Backend engineer',
  type: 'fullTime',
  workMode: 'remote',
  state: null,
  city: null,
  durationMonths: null,
  stipend: null,
  payLpa: { min: 8, max: 12 },
  esopPercent: { min: 0.1, max: 0.5 },
  audiences: ['experienced'],
  studentYear: null,
};

/** The messages a posting is refused with. */
const refusals = (input: unknown) => {
  const parsed = JobInputSchema.safeParse(input);
  return parsed.success ? [] : parsed.error.issues.map((issue) => issue.message);
};

describe('JobInputSchema', () => {
  it('takes an internship with a stipend range and a remote job with its annual pay and ESOPs', () => {
    expect(refusals(internship)).toEqual([]);
    expect(refusals(job)).toEqual([]);
  });

  it('takes Unpaid only as an explicit choice: a missing stipend is refused', () => {
    expect(refusals({ ...internship, stipend: { kind: 'unpaid' } })).toEqual([]);
    expect(refusals({ ...internship, stipend: null })).toEqual([JOBS_WORDS.stipendRequired]);
    expect(refusals({ ...internship, stipend: { kind: 'fixed', amount: 0 } })).toEqual([
      JOBS_WORDS.invalidStipend,
    ]);
    expect(refusals({ ...internship, stipend: { kind: 'range', min: 15_000, max: 10_000 } })).toEqual([
      JOBS_WORDS.invalidStipend,
    ]);
  });

  it('requires a job’s annual pay as a low-to-high range, and keeps stipends and durations to internships', () => {
    expect(refusals({ ...job, payLpa: null })).toEqual([JOBS_WORDS.payRequired]);
    expect(refusals({ ...job, payLpa: { min: 12, max: 8 } })).toEqual([JOBS_WORDS.invalidPay]);
    expect(refusals({ ...job, stipend: { kind: 'unpaid' } })).toEqual([JOBS_WORDS.stipendOnlyInternships]);
    expect(refusals({ ...job, durationMonths: 3 })).toEqual([JOBS_WORDS.durationOnlyInternships]);
    expect(refusals({ ...internship, payLpa: { min: 1, max: 2 } })).toEqual([JOBS_WORDS.payOnlyJobs]);
  });

  it('asks for the declaration every time, a place unless remote, and the students’ year', () => {
    expect(refusals({ ...internship, noFeeDeclaration: false })).toEqual([JOBS_WORDS.declarationRequired]);
    expect(refusals({ ...internship, city: null })).toEqual([JOBS_WORDS.placeRequired]);
    expect(refusals({ ...internship, studentYear: null })).toEqual([JOBS_WORDS.invalidStudentYear]);
    expect(refusals({ ...internship, durationMonths: 13 })).toEqual([JOBS_WORDS.durationRequired]);
    expect(refusals({ ...internship, questions: ['a', 'b', 'c', 'd'] })).toEqual([
      JOBS_WORDS.tooManyQuestions,
    ]);
  });
});

describe('the jobs lists', () => {
  it('have every label in Hindi', () => {
    const labels = [JOB_TYPES, WORK_MODES, JOB_PERKS, JOB_AUDIENCES, DURATION_BUCKETS, POSTED_WITHIN].flatMap(
      (list) => list.map((option) => option.label),
    );
    expect(labels.filter((label) => !JOBS_CHOICES_HI[label])).toEqual([]);
  });

  it('let the startup move an application forward in order, or say no while it is under way', () => {
    expect(movesFrom('applied')).toEqual(['view', 'shortlist', 'reject']);
    expect(movesFrom('viewed')).toEqual(['shortlist', 'reject']);
    expect(movesFrom('offer')).toEqual(['hire', 'reject']);
    expect(movesFrom('hired')).toEqual([]);
    expect(movesFrom('withdrawn')).toEqual([]);
  });
});
