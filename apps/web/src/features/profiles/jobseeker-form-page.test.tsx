import { API, WORDS } from '@ideaignite/contract';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, sentForm } from '../../test/fake-api.ts';
import { renderRoutes } from '../../test/render.tsx';
import { onboardingRoutes } from './routes.tsx';
import { fill, pictureFile, signIn, stubObjectUrls } from './test-utils.tsx';

const SAVE = `POST ${API.profileJobseeker}`;
const ok = { status: 200, body: { success: true, message: WORDS.profileForms.jobseekerSuccess } };

beforeEach(() => signIn('Jobseeker'));
afterEach(() => vi.unstubAllGlobals());

describe('JobseekerFormPage', () => {
  it('sends only the fields filled in, the dream project as experience', async () => {
    const fetchMock = fakeApi({ [SAVE]: ok });
    renderRoutes(onboardingRoutes(), '/JobseekerForm');
    expect(screen.getByText('No Image')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Skip for Now' })).toHaveAttribute(
      'href',
      '/dashboard/Jobseeker',
    );
    const user = userEvent.setup();
    await fill(user, 'Desired role', 'Product intern');
    await fill(user, 'Dream project', 'A metro app for Bengaluru.');
    await fill(user, 'About me', '   ');
    await user.click(screen.getByRole('button', { name: 'Save profile' }));

    const dialog = await screen.findByRole('alertdialog', { name: WORDS.profileForms.jobseekerSuccess });
    expect(sentForm(fetchMock, SAVE).entries).toEqual([
      ['desiredRole', 'Product intern'],
      ['experience', 'A metro app for Bengaluru.'],
    ]);
    await user.click(within(dialog).getByRole('button', { name: 'OK' }));
    expect(await screen.findByText('Landed on /dashboard/Jobseeker')).toBeInTheDocument();
  });

  it('sends every field once all are filled, strengths as comma text', async () => {
    const fetchMock = fakeApi({ [SAVE]: ok });
    stubObjectUrls();
    renderRoutes(onboardingRoutes(), '/JobseekerForm');
    const user = userEvent.setup();
    await user.upload(screen.getByLabelText('Profile picture'), pictureFile());
    await fill(user, 'User name', 'Ravi');
    await fill(user, 'Desired role', 'Designer');
    await fill(user, 'About me', 'Final-year student.');
    await fill(user, 'Strengths', 'Figma, Research');
    await fill(user, 'Dream project', 'Ed-tech for villages.');
    await user.selectOptions(screen.getByLabelText('Availability'), 'Within 2 weeks');
    await user.click(screen.getByRole('checkbox', { name: 'Edtech' }));
    await user.selectOptions(screen.getByLabelText('State or union territory'), 'Rajasthan');
    await fill(user, 'City', 'Jaipur');
    await user.click(screen.getByRole('button', { name: 'Save profile' }));
    await screen.findByRole('alertdialog');
    const { entries } = sentForm(fetchMock, SAVE);
    expect(entries.map(([name]) => name)).toEqual([
      'Username',
      'desiredRole',
      'aboutMe',
      'skills',
      'experience',
      'availability',
      'sectors',
      'state',
      'city',
      'profilePic',
    ]);
    expect(entries).toContainEqual(['skills', 'Figma, Research']);
    expect(entries).toContainEqual(['availability', 'twoWeeks']);
    expect(entries).toContainEqual(['sectors', 'edtech']);
    expect(entries).toContainEqual(['state', 'RJ']);
  });
});
