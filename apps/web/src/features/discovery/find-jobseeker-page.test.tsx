import { API, WORDS } from '@ideaignite/contract';
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { saveSession } from '../../lib/auth-storage.ts';
import { fakeApi } from '../../test/fake-api.ts';
import { makePublicUser } from '../../test/fixtures.ts';
import { renderRoutes } from '../../test/render.tsx';
import { discoveryRoutes } from './routes.tsx';
import { listReply } from './test-fixtures.ts';

const LIST = `GET ${API.jobseekerProfiles}?limit=12`;
const rahul = makePublicUser('u-rahul', 'Jobseeker', {
  Username: 'Rahul Gupta',
  desiredRole: 'Frontend developer intern',
  aboutMe: 'Third-year CS student at NIT Trichy.',
  skills: ['React', 'TypeScript'],
  experience: 'An open-source design system for government websites',
});

function renderPage() {
  saveSession({ token: 'jwt-9', userId: 'user-9', role: 'Hustler' });
  return renderRoutes(discoveryRoutes(), '/FindJobseeker');
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('FindJobseekerPage', () => {
  it('shows each job seeker with desired role, about me, skills, dream project and a Message action', async () => {
    fakeApi({ [LIST]: listReply([rahul]) });
    renderPage();
    expect(screen.getByRole('heading', { level: 1, name: 'Find Interns & Job Seekers' })).toBeInTheDocument();
    const card = await screen.findByRole('article', { name: 'Rahul Gupta' });
    expect(within(card).getByRole('link', { name: 'Rahul Gupta' })).toHaveAttribute('href', '/users/u-rahul');
    expect(within(card).getByRole('img', { name: 'Rahul Gupta has no profile picture yet' })).toHaveAttribute(
      'src',
      '/images/placeholder-avatar.svg',
    );
    expect(within(card).getByText('Frontend developer intern')).toBeInTheDocument();
    expect(within(card).getByText('Third-year CS student at NIT Trichy.')).toBeInTheDocument();
    expect(within(card).getByRole('list', { name: 'Skills' })).toHaveTextContent('ReactTypeScript');
    expect(
      within(card).getByText('An open-source design system for government websites'),
    ).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: 'Message' })).toHaveAttribute(
      'href',
      '/messages?to=u-rahul',
    );
  });

  it('says when there are no job seekers yet', async () => {
    fakeApi({ [LIST]: listReply([]) });
    renderPage();
    expect(await screen.findByText('No job seekers found yet!')).toBeInTheDocument();
  });

  it('shows the failure words when the list cannot be fetched', async () => {
    fakeApi({ [LIST]: { status: 503, body: { message: 'Down' } } });
    renderPage();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(WORDS.lists.roleListOops);
    expect(alert).toHaveTextContent('Failed to fetch profiles');
  });
});
