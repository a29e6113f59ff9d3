import { API, INTEREST_AREAS, INVESTOR_TYPES, MESSAGES, PROFILE_ERRORS } from '@ideaignite/contract';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type FakeReply, fakeApi, sentForm } from '../../test/fake-api.ts';
import { renderRoutes } from '../../test/render.tsx';
import { onboardingRoutes } from './routes.tsx';
import { fill, signIn } from './test-utils.tsx';

const SAVE = `POST ${API.profileInvestor}`;

function renderForm() {
  return renderRoutes(onboardingRoutes(), '/InvestorForm');
}

beforeEach(() => signIn('Investor'));
afterEach(() => vi.unstubAllGlobals());

describe('InvestorFormPage', () => {
  it('shows each investor type with its meaning, and the five interest areas', () => {
    fakeApi({});
    renderForm();
    const type = screen.getByLabelText('Investor type') as HTMLSelectElement;
    expect([...type.options].slice(1).map((option) => option.textContent)).toEqual([
      'Visionary — Angel investor',
      'Wealth Wizard — Venture capitalist',
      'Growth Guru — Institutional investor',
      'Community Champion — Crowdfunding enthusiast',
      'Just Curious — Exploring before investing',
    ]);
    expect([...type.options].slice(1).map((option) => option.value)).toEqual(
      INVESTOR_TYPES.map((t) => t.value),
    );
    const areas = within(screen.getByRole('group', { name: 'Interest areas' })).getAllByRole('checkbox');
    expect(areas.map((box) => (box as HTMLInputElement).value)).toEqual([...INTEREST_AREAS]);
    expect(screen.getByText('No Image')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Skip for Now' })).toHaveAttribute('href', '/dashboard/Investor');
  });

  it('posts name, contact email, phone, type and one interestAreas field per checked area', async () => {
    const fetchMock = fakeApi({
      [SAVE]: { status: 200, body: { success: true, message: MESSAGES.profileForms.genericSuccess } },
    });
    renderForm();
    const user = userEvent.setup();
    await fill(user, 'User name', 'Meera Shah');
    await fill(user, 'Contact email', 'meera@fund.in');
    await fill(user, 'Phone number', '+91 90000 12345');
    await user.selectOptions(screen.getByLabelText('Investor type'), 'wealthWizard');
    await user.click(screen.getByRole('checkbox', { name: 'Social Impact Projects' }));
    await user.click(screen.getByRole('checkbox', { name: 'Tech and App Development' }));
    await user.click(screen.getByRole('button', { name: 'Save profile' }));

    const dialog = await screen.findByRole('alertdialog', { name: MESSAGES.profileForms.genericSuccess });
    expect(sentForm(fetchMock, SAVE).entries).toEqual([
      ['Username', 'Meera Shah'],
      ['contactEmail', 'meera@fund.in'],
      ['phoneno', '+91 90000 12345'],
      ['investorType', 'wealthWizard'],
      ['interestAreas', 'Tech and App Development'],
      ['interestAreas', 'Social Impact Projects'],
    ]);
    await user.click(within(dialog).getByRole('button', { name: 'OK' }));
    expect(await screen.findByText('Landed on /signin')).toBeInTheDocument();
  });

  it.each([
    [
      'with the server’s reason under it',
      { status: 400, body: { message: PROFILE_ERRORS.invalidPhone } },
      PROFILE_ERRORS.invalidPhone,
    ],
    ['alone when the server is unreachable', 'network-error', null],
  ] as const)('alerts ‘There was an error submitting your data.’ %s', async (_, reply: FakeReply, reason) => {
    fakeApi({ [SAVE]: reply });
    renderForm();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Save profile' }));
    const dialog = await screen.findByRole('alertdialog', { name: MESSAGES.profileForms.investorFormError });
    if (reason) expect(dialog).toHaveAccessibleDescription(reason);
    else expect(dialog).not.toHaveAccessibleDescription();
  });

  it('leaves the investor type out while none is chosen', async () => {
    const fetchMock = fakeApi({ [SAVE]: { status: 200, body: { success: true, message: 'ok' } } });
    renderForm();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Save profile' }));
    await screen.findByRole('alertdialog');
    expect(sentForm(fetchMock, SAVE).entries.map(([name]) => name)).toEqual([
      'Username',
      'contactEmail',
      'phoneno',
    ]);
  });
});
