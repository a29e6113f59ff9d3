import { BadgeCheck, Briefcase, HeartHandshake } from 'lucide-react';
import { describe, expect, it } from 'vitest';
import { makeNotification } from '../../test/social-fixtures.ts';
import { notificationKind } from './notification-kinds.ts';
import { en } from './words/en.ts';

describe('notificationKind: jobs (issue 25)', () => {
  it('leads the startup from a new application to the posting’s applicants', () => {
    const kind = notificationKind(
      makeNotification({
        _id: 'n1',
        type: 'job-application',
        entityId: 'job-1',
        params: { key: 'jobApplication', args: ['Arjun', 'Frontend intern'] },
      }),
      en,
    );
    expect(kind.icon).toBe(Briefcase);
    expect(kind.link).toEqual({ to: '/jobs/job-1/applicants', label: 'See the applicants' });
  });

  it('leads the applicant from a startup’s move to My applications', () => {
    const kind = notificationKind(
      makeNotification({
        _id: 'n2',
        type: 'application-update',
        params: { key: 'applicationUpdate', args: ['GrapeLink', 'Frontend intern', 'shortlisted', ''] },
      }),
      en,
    );
    expect(kind.icon).toBe(Briefcase);
    expect(kind.link).toEqual({ to: '/jobs/applications', label: 'See your applications' });
  });

  it.each(['applicationWithdrawn', 'applicationClosed'] as const)(
    'leads the startup from %s to the posting’s applicants (its postings when none is named)',
    (key) => {
      const kind = (entityId: string | null) =>
        notificationKind(
          makeNotification({
            _id: 'n3',
            type: 'application-update',
            entityId,
            params: { key, args: ['Arjun', 'Frontend intern'] },
          }),
          en,
        );
      expect(kind('job-2').link).toEqual({ to: '/jobs/job-2/applicants', label: 'See the applicants' });
      expect(kind(null).link).toEqual({ to: '/jobs/mine', label: 'See the applicants' });
    },
  );

  it('leads the poster from a moderator’s approval to the posting (its postings when none is named)', () => {
    const kind = (entityId: string | null) =>
      notificationKind(
        makeNotification({
          _id: 'n4',
          type: 'job-approved',
          entityId,
          params: { key: 'jobApproved', args: ['Growth intern'] },
        }),
        en,
      );
    expect(kind('job-3').icon).toBe(BadgeCheck);
    expect(kind('job-3').link).toEqual({ to: '/jobs/job-3', label: 'See your posting' });
    expect(kind(null).link).toEqual({ to: '/jobs/mine', label: 'See your posting' });
  });
});

describe('notificationKind: co-founder invites (issue 26)', () => {
  it('leads from an invite to Networking, where it is answered', () => {
    const kind = notificationKind(
      makeNotification({
        _id: 'n5',
        type: 'cofounder-invite',
        actorId: 'u-ravi',
        params: { key: 'cofounderInvite', args: ['Ravi', 'Let us build'] },
      }),
      en,
    );
    expect(kind.icon).toBe(HeartHandshake);
    expect(kind.link).toEqual({ to: '/networking', label: 'Answer the invite' });
  });

  it('leads from an accepted invite to the chat with the one who accepted', () => {
    const kind = notificationKind(
      makeNotification({
        _id: 'n6',
        type: 'cofounder-accepted',
        actorId: 'u-ravi',
        params: { key: 'cofounderAccepted', args: ['Ravi'] },
      }),
      en,
    );
    expect(kind.link).toEqual({ to: '/messages?to=u-ravi', label: 'Open chat' });
  });
});
