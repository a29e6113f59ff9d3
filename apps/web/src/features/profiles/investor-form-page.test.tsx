import {
  API,
  DISCOVERY_WORDS,
  formatRupees,
  INTEREST_AREAS,
  INVESTOR_TYPES,
  PROFILE_ERRORS,
  TICKET_AMOUNTS,
  WORDS,
} from '@ideaignite/contract';
import { DISCOVERY_CHOICES_HI, DISCOVERY_WORDS_HI } from '@ideaignite/contract/hi';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setLocale } from '../../lib/i18n/locale.ts';
import { loadLocale } from '../../lib/i18n/words.ts';
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
      [SAVE]: { status: 200, body: { success: true, message: WORDS.profileForms.genericSuccess } },
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

    const dialog = await screen.findByRole('alertdialog', { name: WORDS.profileForms.genericSuccess });
    expect(sentForm(fetchMock, SAVE).entries).toEqual([
      ['Username', 'Meera Shah'],
      ['contactEmail', 'meera@fund.in'],
      ['phoneno', '+91 90000 12345'],
      ['investorType', 'wealthWizard'],
      ['interestAreas', 'Tech and App Development'],
      ['interestAreas', 'Social Impact Projects'],
      ['sectors', ''],
      ['state', ''],
      ['city', ''],
      ['ticketMin', ''],
      ['ticketMax', ''],
      ['openToPitches', 'false'],
    ]);
    await user.click(within(dialog).getByRole('button', { name: 'OK' }));
    expect(await screen.findByText('Landed on /dashboard/Investor')).toBeInTheDocument();
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
    const dialog = await screen.findByRole('alertdialog', { name: WORDS.profileForms.investorFormError });
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
      'sectors',
      'state',
      'city',
      'ticketMin',
      'ticketMax',
      'openToPitches',
    ]);
  });
});

describe('InvestorFormPage: how the investor invests (issue 14)', () => {
  afterEach(() => setLocale('en-IN'));

  it('offers the ticket sizes in lakh and crore and refuses a smallest ticket above the largest, at the field', {
    timeout: 20_000,
  }, async () => {
    const fetchMock = fakeApi({ [SAVE]: { status: 200, body: { success: true, message: 'ok' } } });
    renderForm();
    const user = userEvent.setup();
    const smallest = screen.getByLabelText('Smallest ticket') as HTMLSelectElement;
    expect([...smallest.options].map((option) => option.textContent)).toEqual([
      'Not set',
      ...TICKET_AMOUNTS.map((amount) => formatRupees(amount)),
    ]);
    expect(screen.getByRole('group', { name: 'Ticket size' })).toBeInTheDocument();
    await user.selectOptions(smallest, '₹1 crore');
    await user.selectOptions(screen.getByLabelText('Largest ticket'), '₹25 lakh');
    await user.click(screen.getByRole('button', { name: 'Save profile' }));
    const largest = screen.getByLabelText('Largest ticket');
    expect(largest).toHaveAttribute('aria-invalid', 'true');
    expect(largest).toHaveAccessibleDescription(DISCOVERY_WORDS.ticketRange);
    expect(fetchMock.mock.calls.filter(([, init]) => init?.method === 'POST')).toHaveLength(0);

    await user.selectOptions(largest, '₹5 crore');
    await user.click(screen.getByRole('checkbox', { name: /Open to pitches/ }));
    const sectors = screen.getByRole('group', { name: 'Sectors you take' });
    await user.click(within(sectors).getByRole('checkbox', { name: 'Fintech' }));
    await user.click(screen.getByRole('button', { name: 'Save profile' }));
    await screen.findByRole('alertdialog');
    const { entries } = sentForm(fetchMock, SAVE);
    expect(entries).toContainEqual(['ticketMin', '10000000']);
    expect(entries).toContainEqual(['ticketMax', '50000000']);
    expect(entries).toContainEqual(['openToPitches', 'true']);
    expect(entries).toContainEqual(['sectors', 'fintech']);
  });

  it('says it in Hindi, with the amounts in लाख and करोड़ and the sectors and states translated', async () => {
    fakeApi({});
    await loadLocale('hi-IN');
    setLocale('hi-IN');
    renderForm();
    const user = userEvent.setup();
    const smallest = (await screen.findByLabelText('सबसे छोटा टिकट')) as HTMLSelectElement;
    expect(smallest.options[1]?.textContent).toBe('₹1 लाख');
    expect(screen.getByRole('heading', { name: 'आप कहाँ हैं और किस क्षेत्र में काम करते हैं' })).toBeInTheDocument();
    const sectors = screen.getByRole('group', { name: 'जिन सेक्टरों में आप निवेश करते हैं' });
    expect(within(sectors).getByRole('checkbox', { name: DISCOVERY_CHOICES_HI.Fintech })).toHaveAttribute(
      'value',
      'fintech',
    );
    const state = screen.getByLabelText('राज्य या केंद्र शासित प्रदेश') as HTMLSelectElement;
    expect(state.options).toHaveLength(37);
    expect([...state.options].find((option) => option.value === 'MH')?.textContent).toBe(
      DISCOVERY_CHOICES_HI.Maharashtra,
    );
    await user.selectOptions(smallest, '₹10 करोड़');
    await user.selectOptions(screen.getByLabelText('सबसे बड़ा टिकट'), '₹1 लाख');
    await user.click(screen.getByRole('button', { name: /सेव/ }));
    expect(await screen.findByText(DISCOVERY_WORDS_HI.ticketRange)).toBeInTheDocument();
  });
});
