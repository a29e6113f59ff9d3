import type { CardStartup, Job, JobCard } from '@ideaignite/contract';
import { makePublicUser } from './fixtures.ts';

export const startup = makePublicUser('u-startup', 'Hustler', {
  Username: 'Aditi Verma',
  project: 'ChaiCircle',
  bio: 'Loyalty cards for tea stalls.',
});

/** ChaiCircle as a card shows it: no more of the profile than the lists send. */
const cardStartup: CardStartup = {
  _id: startup._id,
  profiledetails: {
    Username: startup.profiledetails.Username,
    displayName: startup.profiledetails.displayName,
    project: startup.profiledetails.project,
    profilePic: startup.profiledetails.profilePic,
  },
};

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
    startup: cardStartup,
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
    startup,
    description: 'Help tea stalls across Pune.\nVisit ten stalls a week.',
    questions: [],
    updatedAt: null,
    ...overrides,
  };
}
