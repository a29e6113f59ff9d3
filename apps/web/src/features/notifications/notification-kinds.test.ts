import { Briefcase } from 'lucide-react';
import { describe, expect, it } from 'vitest';
import { makeNotification } from '../../test/social-fixtures.ts';
import { notificationKind } from './notification-kinds.ts';
import { en } from './words/en.ts';

describe('notificationKind: jobs (issue 25)', () => {
  it('leads the startup from a new application to its postings', () => {
    const kind = notificationKind(
      makeNotification({
        _id: 'n1',
        type: 'job-application',
        entityId: 'app-1',
        params: { key: 'jobApplication', args: ['Arjun', 'Frontend intern'] },
      }),
      en,
    );
    expect(kind.icon).toBe(Briefcase);
    expect(kind.link).toEqual({ to: '/jobs/mine', label: 'See your job postings' });
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
    'leads the startup from %s to its postings',
    (key) => {
      const kind = notificationKind(
        makeNotification({
          _id: 'n3',
          type: 'application-update',
          params: { key, args: ['Arjun', 'Frontend intern'] },
        }),
        en,
      );
      expect(kind.link).toEqual({ to: '/jobs/mine', label: 'See your job postings' });
    },
  );
});
