import { API, WORDS } from '@ideaignite/contract';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, sentForm } from '../../test/fake-api.ts';
import { renderRoutes } from '../../test/render.tsx';
import { onboardingRoutes } from './routes.tsx';
import { fill, pictureFile, signIn, stubObjectUrls } from './test-utils.tsx';

const SAVE = `POST ${API.profileCofounder}`;

beforeEach(() => signIn('Cofounder'));
afterEach(() => vi.unstubAllGlobals());

describe('CofounderFormPage (/CofunderForm)', () => {
  it('sends picture, name, phone, bio, strengths as one comma-joined skills field, vision and superpower', async () => {
    const fetchMock = fakeApi({
      [SAVE]: { status: 200, body: { success: true, message: WORDS.profileForms.cofounderSuccess } },
    });
    stubObjectUrls();
    renderRoutes(onboardingRoutes(), '/CofunderForm');
    expect(
      screen.getByRole('heading', { level: 1, name: 'Set up your Co-founder profile' }),
    ).toBeInTheDocument();
    expect(screen.getByText('No Image')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Skip for Now' })).toHaveAttribute(
      'href',
      '/dashboard/Cofounder',
    );

    const user = userEvent.setup();
    await user.upload(screen.getByLabelText('Profile picture'), pictureFile());
    expect(await screen.findByAltText('Preview of your new profile picture')).toBeInTheDocument();
    await fill(user, 'User name', 'Vikram');
    await fill(user, 'Phone number', '9876543210');
    await fill(user, 'Bio', 'Engineer, ex-fintech.');
    await fill(user, 'Strengths', ' React ,Payments,, Hiring ');
    await fill(user, 'Vision', 'UPI for farmers.');
    await fill(user, 'Superpower', 'Shipping on Fridays');
    await user.click(screen.getByRole('radio', { name: 'Full-time' }));
    await user.click(screen.getByRole('checkbox', { name: 'Fintech' }));
    await user.selectOptions(screen.getByLabelText('State or union territory'), 'KA');
    await fill(user, 'City', 'Bengaluru');
    await user.click(screen.getByRole('button', { name: 'Save profile' }));

    const dialog = await screen.findByRole('alertdialog', { name: WORDS.profileForms.cofounderSuccess });
    const { entries } = sentForm(fetchMock, SAVE);
    expect(entries.map(([name]) => name)).toEqual([
      'Username',
      'phoneno',
      'bio',
      'skills',
      'dreamProject',
      'superpower',
      'sectors',
      'state',
      'city',
      'commitment',
      'profilePic',
    ]);
    expect(entries).toContainEqual(['skills', 'React, Payments, Hiring']);
    expect(entries).toContainEqual(['dreamProject', 'UPI for farmers.']);
    expect(entries).toContainEqual(['commitment', 'fullTime']);
    expect(entries).toContainEqual(['sectors', 'fintech']);
    expect(entries).toContainEqual(['state', 'KA']);
    expect(entries).toContainEqual(['city', 'Bengaluru']);
    await user.click(within(dialog).getByRole('button', { name: 'OK' }));
    expect(await screen.findByText('Landed on /dashboard/Cofounder')).toBeInTheDocument();
    // A long journey through every field: more than the default 5 s on a busy machine.
  }, 20_000);
});
