import { API, type DiscoveryFacetsResponse } from '@ideaignite/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLocation, useNavigate } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { saveSession } from '../../lib/auth-storage.ts';
import { setLocale } from '../../lib/i18n/locale.ts';
import { loadLocale } from '../../lib/i18n/words.ts';
import { type FakeHandler, fakeApi, requested } from '../../test/fake-api.ts';
import { makePublicUser } from '../../test/fixtures.ts';
import { renderContent, renderRoutes } from '../../test/render.tsx';
import { FindHustlerPage } from './find-hustler-page.tsx';
import { FindInvestorPage } from './find-investor-page.tsx';
import { discoveryRoutes } from './routes.tsx';
import { listReply } from './test-fixtures.ts';

const LIST = `GET ${API.hustlerProfiles}?limit=12`;
const FACETS = `GET ${API.discoveryFacets('Hustler')}`;

const chai = makePublicUser('u-aditi', 'Hustler', {
  Username: 'Aditi Verma',
  project: 'ChaiCircle',
  currentStage: 'Seed',
  sectors: ['fintech', 'd2c'],
  state: 'MH',
  city: 'Pune',
});
const krishi = makePublicUser('u-ravi', 'Hustler', {
  Username: 'Ravi Patil',
  project: 'KrishiLink',
  currentStage: 'preSeed',
  sectors: ['agritech'],
  state: 'KA',
  city: 'Bengaluru',
});

/** A facets answer: `total`, and the counts given per filter (the rest of the options: none). */
function facetsReply(total: number, facets: DiscoveryFacetsResponse['facets']) {
  return { status: 200, body: { success: true, total, facets } satisfies DiscoveryFacetsResponse };
}
const ALL_FACETS = facetsReply(2, {
  stage: [
    { value: 'ideation', count: 0 },
    { value: 'preseed', count: 1 },
    { value: 'seed', count: 1 },
  ],
  sector: [
    { value: 'fintech', count: 1 },
    { value: 'agritech', count: 1 },
    { value: 'd2c', count: 1 },
  ],
  state: [
    { value: 'MH', count: 1 },
    { value: 'KA', count: 1 },
  ],
  city: [
    { value: 'Pune', count: 1 },
    { value: 'Bengaluru', count: 1 },
  ],
  skill: [],
});
const SEED_FACETS = facetsReply(1, {
  stage: [
    { value: 'preseed', count: 1 },
    { value: 'seed', count: 1 },
  ],
  sector: [
    { value: 'fintech', count: 1 },
    { value: 'd2c', count: 1 },
  ],
  city: [{ value: 'Pune', count: 1 }],
});

/** The address bar, to check what the page wrote into the URL. */
function Address() {
  const location = useLocation();
  return <output aria-label="Address">{`${location.pathname}${location.search}`}</output>;
}
/** Back, as the browser's button. */
function BackButton() {
  const navigate = useNavigate();
  return (
    <button type="button" onClick={() => navigate(-1)}>
      Browser back
    </button>
  );
}

function renderHustlers(entry = '/FindHustler', role: 'Investor' | 'Hustler' = 'Investor') {
  saveSession({ token: 'jwt-8', userId: 'user-8', role });
  return renderContent(
    <>
      <FindHustlerPage />
      <Address />
      <BackButton />
    </>,
    { path: '/FindHustler', entry },
  );
}
// Hidden too: an open dialog hides the page from assistive technology.
const address = () => screen.getByRole('status', { name: 'Address', hidden: true }).textContent;
const panel = () => screen.getByRole('complementary', { name: 'Filters' });
/** The first render loads the page's code and words; on a busy machine that takes seconds. */
const SLOW = { timeout: 5000 };

afterEach(() => {
  vi.unstubAllGlobals();
  setLocale('en-IN');
});

describe('Filtered discovery', { timeout: 15_000 }, () => {
  it('shows each filter of the list with the count per option, and the number found', async () => {
    fakeApi({ [LIST]: listReply([chai, krishi]), [FACETS]: ALL_FACETS });
    renderHustlers();
    await screen.findByRole('article', { name: 'ChaiCircle' });
    const filters = panel();
    expect(
      within(filters)
        .getAllByRole('group')
        .map((group) => group.querySelector('legend span')?.textContent),
    ).toEqual(['Stage', 'Sector', 'State', 'City', 'Skills']);
    const stage = within(filters).getByRole('group', { name: 'Stage' });
    expect(await within(stage).findByRole('checkbox', { name: 'Seed (1)' })).not.toBeChecked();
    expect(within(stage).getByRole('checkbox', { name: 'Ideation (0)' })).toBeInTheDocument();
    expect(within(stage).getByRole('checkbox', { name: 'Series A (0)' })).toBeInTheDocument();
    // States with nobody in them wait behind the state search.
    const state = within(filters).getByRole('group', { name: 'State' });
    expect(
      within(state)
        .getAllByRole('checkbox')
        .map((box) => box.getAttribute('aria-label')),
    ).toEqual(['Karnataka (1)', 'Maharashtra (1)']);
    await userEvent.setup().type(within(state).getByRole('searchbox', { name: 'Find a state' }), 'goa');
    expect(within(state).getByRole('checkbox', { name: 'Goa (0)' })).toBeInTheDocument();
    expect(within(filters).getByRole('checkbox', { name: 'Pune (1)' })).toBeInTheDocument();
    expect(screen.getByText('2 profiles')).toHaveAttribute('role', 'status');
  });

  it('puts a chosen filter in the URL and asks the server for it, back at the first page', async () => {
    const fetchMock = fakeApi({
      [LIST]: listReply([chai, krishi], 'cursor-2'),
      [FACETS]: ALL_FACETS,
      [`${LIST}&stage=seed`]: listReply([chai]),
      [`${FACETS}?stage=seed`]: SEED_FACETS,
    });
    renderHustlers();
    await screen.findByRole('article', { name: 'KrishiLink' });
    const user = userEvent.setup();
    await user.click(await within(panel()).findByRole('checkbox', { name: 'Seed (1)' }));

    expect(address()).toBe('/FindHustler?stage=seed');
    await waitFor(() =>
      expect(screen.queryByRole('article', { name: 'KrishiLink' })).not.toBeInTheDocument(),
    );
    expect(screen.getByRole('article', { name: 'ChaiCircle' })).toBeInTheDocument();
    expect(await screen.findByText('1 profile')).toBeInTheDocument();
    expect(requested(fetchMock)).toContain(`${LIST}&stage=seed`);
    expect(requested(fetchMock)).not.toContain(`${LIST}&cursor=cursor-2&stage=seed`);
    expect(within(panel()).getByRole('checkbox', { name: 'Seed (1)' })).toBeChecked();
    expect(screen.getByRole('list', { name: 'Active filters' })).toHaveTextContent('Seed');

    // Back undoes the filter.
    await user.click(screen.getByRole('button', { name: 'Browser back' }));
    expect(address()).toBe('/FindHustler');
    expect(await screen.findByRole('article', { name: 'KrishiLink' })).toBeInTheDocument();
  });

  it('restores the filters and the search from the URL, and asks for them', async () => {
    const query = '&q=chai&stage=preseed&stage=seed&sector=fintech&state=MH&city=Pune';
    const fetchMock = fakeApi({
      [`${LIST}${query}`]: listReply([chai]),
      [`${FACETS}?${query.slice(1)}`]: SEED_FACETS,
    });
    renderHustlers(`/FindHustler?city=pune&stage=seed,preseed&sector=fintech&state=MH&q=chai&bogus=1`);
    expect(await screen.findByRole('article', { name: 'ChaiCircle' })).toBeInTheDocument();
    expect(screen.getByRole('searchbox', { name: 'Search startups' })).toHaveValue('chai');
    const filters = panel();
    expect(within(filters).getByRole('checkbox', { name: /^Seed/ })).toBeChecked();
    expect(within(filters).getByRole('checkbox', { name: /^Pre-seed/ })).toBeChecked();
    expect(within(filters).getByRole('checkbox', { name: /^Fintech/ })).toBeChecked();
    expect(within(filters).getByRole('checkbox', { name: /^Maharashtra/ })).toBeChecked();
    expect(within(filters).getByRole('checkbox', { name: /^Pune/ })).toBeChecked();
    expect(
      within(screen.getByRole('list', { name: 'Active filters' }))
        .getAllByRole('button')
        .map((chip) => chip.getAttribute('aria-label')),
    ).toEqual([
      // In the order chosen.
      'Remove filter Stage: Seed',
      'Remove filter Stage: Pre-seed',
      'Remove filter Sector: Fintech',
      'Remove filter State: Maharashtra',
      'Remove filter City: Pune',
    ]);
    expect(requested(fetchMock)).toEqual([`${LIST}${query}`, `${FACETS}?${query.slice(1)}`]);
  });

  it('removes a chip, moving focus to the next one, and the last one to the count', async () => {
    fakeApi({
      [`${LIST}&stage=seed&sector=fintech`]: listReply([chai]),
      [`${FACETS}?stage=seed&sector=fintech`]: SEED_FACETS,
      [`${LIST}&sector=fintech`]: listReply([chai]),
      [`${FACETS}?sector=fintech`]: SEED_FACETS,
      [LIST]: listReply([chai, krishi]),
      [FACETS]: ALL_FACETS,
    });
    renderHustlers('/FindHustler?stage=seed&sector=fintech');
    await screen.findByRole('article', { name: 'ChaiCircle' });
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Remove filter Stage: Seed' }));
    expect(address()).toBe('/FindHustler?sector=fintech');
    expect(screen.getByRole('button', { name: 'Remove filter Sector: Fintech' })).toHaveFocus();

    await user.keyboard('{Enter}');
    expect(address()).toBe('/FindHustler');
    expect(screen.queryByRole('list', { name: 'Active filters' })).not.toBeInTheDocument();
    expect(await screen.findByText('2 profiles')).toHaveFocus();
  });

  it('Clear all drops every filter, keeps the search, and moves focus to the count', async () => {
    fakeApi({
      [`${LIST}&q=chai&stage=seed&sector=fintech`]: listReply([chai]),
      [`${FACETS}?q=chai&stage=seed&sector=fintech`]: SEED_FACETS,
      [`${LIST}&q=chai`]: listReply([chai]),
      [`${FACETS}?q=chai`]: facetsReply(1, {}),
    });
    renderHustlers('/FindHustler?stage=seed&sector=fintech&q=chai');
    await screen.findByRole('article', { name: 'ChaiCircle' });
    await userEvent.setup().click(screen.getByRole('button', { name: 'Clear all' }));
    expect(address()).toBe('/FindHustler?q=chai');
    expect(screen.queryByRole('list', { name: 'Active filters' })).not.toBeInTheDocument();
    expect(await screen.findByText('1 profile')).toHaveFocus();
  });

  it('adds a typed city in its listed spelling', async () => {
    fakeApi({
      [LIST]: listReply([chai, krishi]),
      [FACETS]: ALL_FACETS,
      [`${LIST}&city=Nashik`]: listReply([]),
      [`${FACETS}?city=Nashik`]: facetsReply(0, {}),
    });
    renderHustlers();
    await screen.findByRole('article', { name: 'ChaiCircle' });
    const user = userEvent.setup();
    await user.type(within(panel()).getByRole('combobox', { name: 'Add a city' }), '  nashik {Enter}');
    expect(address()).toBe('/FindHustler?city=Nashik');
    expect(within(panel()).getByRole('checkbox', { name: 'Nashik' })).toBeChecked();
  });

  it('keeps an option in place when it is unticked, so focus stays on it', async () => {
    fakeApi({
      [`${LIST}&state=GA&city=Nashik`]: listReply([]),
      [`${FACETS}?state=GA&city=Nashik`]: facetsReply(0, { state: [{ value: 'GA', count: 0 }] }),
      [`${LIST}&city=Nashik`]: listReply([]),
      [`${FACETS}?city=Nashik`]: facetsReply(0, {}),
      [LIST]: listReply([chai, krishi]),
      [FACETS]: ALL_FACETS,
    });
    renderHustlers('/FindHustler?state=GA&city=Nashik');
    const goa = await within(panel()).findByRole('checkbox', { name: 'Goa (0)' });
    const user = userEvent.setup();
    // A state nobody is in, and a typed city outside the most common: unticked, both would go.
    await user.click(goa);
    expect(address()).toBe('/FindHustler?city=Nashik');
    await screen.findByText('0 profiles');
    expect(within(panel()).getByRole('checkbox', { name: /^Goa/ })).toHaveFocus();
    expect(within(panel()).getByRole('checkbox', { name: /^Goa/ })).not.toBeChecked();

    await user.click(within(panel()).getByRole('checkbox', { name: 'Nashik' }));
    expect(address()).toBe('/FindHustler');
    await screen.findByRole('article', { name: 'ChaiCircle' });
    expect(within(panel()).getByRole('checkbox', { name: 'Nashik' })).toHaveFocus();
    expect(within(panel()).getByRole('checkbox', { name: 'Nashik' })).not.toBeChecked();
  });

  it('says when the filters find nobody, and Clear filters brings the list back', async () => {
    fakeApi({
      [`${LIST}&q=chai&stage=growth`]: listReply([]),
      [`${FACETS}?q=chai&stage=growth`]: facetsReply(0, {}),
      [`${LIST}&q=chai`]: listReply([chai]),
      [`${FACETS}?q=chai`]: SEED_FACETS,
    });
    renderHustlers('/FindHustler?stage=growth&q=chai');
    expect(await screen.findByText('No profiles match these filters.')).toBeInTheDocument();
    expect(screen.getByText('0 profiles')).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Clear filters' }));
    // The search stays; the filters go.
    expect(address()).toBe('/FindHustler?q=chai');
    expect(await screen.findByRole('article', { name: 'ChaiCircle' })).toBeInTheDocument();
    // The button is gone with the empty state: focus goes to the count.
    expect(screen.getByText('1 profile')).toHaveFocus();
  });

  it("uses the spec's words when only the search finds nobody", async () => {
    fakeApi({ [`${LIST}&q=zzz`]: listReply([]), [`${FACETS}?q=zzz`]: facetsReply(0, {}) });
    renderHustlers('/FindHustler?q=zzz');
    expect(await screen.findByText('No profiles match your search criteria.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Clear filters' })).not.toBeInTheDocument();
  });

  it('still lists and filters when the counts cannot be fetched', async () => {
    fakeApi({ [LIST]: listReply([chai]), [FACETS]: { status: 500 } });
    renderHustlers();
    await screen.findByRole('article', { name: 'ChaiCircle' });
    expect(within(panel()).getByRole('checkbox', { name: 'Seed' })).toBeEnabled();
  });

  it('opens the filters in a dialog with "Show N profiles", and focus comes back to Filters', async () => {
    fakeApi({
      [LIST]: listReply([chai, krishi]),
      [FACETS]: ALL_FACETS,
      [`${LIST}&sector=fintech`]: listReply([chai]),
      [`${FACETS}?sector=fintech`]: SEED_FACETS,
    });
    renderHustlers();
    await screen.findByRole('article', { name: 'ChaiCircle' });
    const user = userEvent.setup();
    const opener = screen.getByRole('button', { name: 'Filters' });
    await user.click(opener);
    const dialog = await screen.findByRole('dialog', { name: 'Filters' });
    await user.click(await within(dialog).findByRole('checkbox', { name: 'Fintech (1)' }));
    expect(address()).toBe('/FindHustler?sector=fintech');
    await user.click(await within(dialog).findByRole('button', { name: 'Show 1 profile' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('button', { name: /^Filters/ })).toHaveFocus());
    expect(screen.getByRole('button', { name: 'Filters 1 chosen' })).toBeInTheDocument();
  });

  it('shows sectors and place on the cards', async () => {
    fakeApi({ [LIST]: listReply([chai]), [FACETS]: ALL_FACETS });
    renderHustlers();
    const card = await screen.findByRole('article', { name: 'ChaiCircle' });
    expect(within(card).getByText('Pune, Maharashtra')).toBeInTheDocument();
    expect(
      within(within(card).getByRole('list', { name: 'Sectors' }))
        .getAllByRole('listitem')
        .map((chip) => chip.textContent),
    ).toEqual(['Fintech', 'D2C and consumer brands']);
  });
});

describe('Filtered discovery of investors', { timeout: 15_000 }, () => {
  const INVESTORS = `GET ${API.investorProfiles}?limit=12`;
  const INVESTOR_FACETS = `GET ${API.discoveryFacets('Investor')}`;
  const rajesh = makePublicUser('u-rajesh', 'Investor', {
    Username: 'Rajesh Khanna',
    investorType: 'visionary',
    sectors: ['fintech'],
    ticketMin: 2_500_000,
    ticketMax: 10_000_000,
    openToPitches: true,
    state: 'DL',
    city: 'Delhi',
  });
  const handlers: Record<string, FakeHandler> = {
    [INVESTORS]: listReply([rajesh]),
    [INVESTOR_FACETS]: facetsReply(1, {
      investorType: [{ value: 'visionary', count: 1 }],
      ticket: [{ value: '25Lto1Cr', count: 1 }],
      openToPitches: [{ value: 'true', count: 1 }],
    }),
  };
  function renderInvestors() {
    saveSession({ token: 'jwt-9', userId: 'user-9', role: 'Cofounder' });
    return renderContent(<FindInvestorPage />, { path: '/FindInvestor' });
  }

  it('offers the investor filters and shows the ticket, the badge and the place on the card', async () => {
    fakeApi(handlers);
    renderInvestors();
    const card = await screen.findByRole('article', { name: 'Rajesh Khanna' });
    expect(within(card).getByText('Open to pitches')).toBeInTheDocument();
    expect(within(card).getByText('₹25 lakh – ₹1 crore')).toBeInTheDocument();
    expect(within(card).getByText('Delhi')).toBeInTheDocument();
    const filters = panel();
    expect(
      within(filters)
        .getAllByRole('group')
        .map((group) => group.querySelector('legend span')?.textContent),
    ).toEqual(['Investor type', 'Sector', 'Ticket size', 'Pitches', 'State', 'City']);
    expect(
      await within(filters).findByRole('checkbox', { name: 'Visionary (1)' }),
    ).toHaveAccessibleDescription('Angel investor');
    expect(within(filters).getByRole('checkbox', { name: '₹25 lakh to ₹1 crore (1)' })).toBeInTheDocument();
    expect(within(filters).getByRole('checkbox', { name: 'Under ₹25 lakh (0)' })).toBeInTheDocument();
    expect(within(filters).getByRole('checkbox', { name: '₹5 crore and above (0)' })).toBeInTheDocument();
    expect(within(filters).getByRole('checkbox', { name: 'Open to pitches (1)' })).toBeInTheDocument();
  });

  it('reads in Hindi: filters, options, counts, chips and card facts', async () => {
    const fetchMock = fakeApi({
      [`${INVESTORS}&sector=fintech`]: listReply([rajesh]),
      [`${INVESTOR_FACETS}?sector=fintech`]: facetsReply(1, {
        sector: [{ value: 'fintech', count: 1 }],
        ticket: [{ value: '25Lto1Cr', count: 1 }],
      }),
      [`${INVESTORS}&sector=fintech&ticket=25Lto1Cr`]: listReply([rajesh]),
      [`${INVESTOR_FACETS}?sector=fintech&ticket=25Lto1Cr`]: facetsReply(1, {}),
    });
    await loadLocale('hi-IN');
    setLocale('hi-IN');
    saveSession({ token: 'jwt-9', userId: 'user-9', role: 'Cofounder' });
    renderRoutes(discoveryRoutes(), '/FindInvestor?sector=fintech');
    const card = await screen.findByRole('article', { name: 'Rajesh Khanna' }, SLOW);
    expect(within(card).getByText('₹25 लाख – ₹1 करोड़')).toBeInTheDocument();
    expect(within(card).getByText('पिच के लिए खुले')).toBeInTheDocument();
    expect(within(card).getByText('दिल्ली')).toBeInTheDocument();
    const filters = screen.getByRole('complementary', { name: 'फ़िल्टर' });
    expect(within(filters).getByRole('group', { name: 'टिकट साइज़' })).toBeInTheDocument();
    expect(await within(filters).findByRole('checkbox', { name: 'फ़िनटेक (1)' }, SLOW)).toBeChecked();
    expect(within(filters).getByRole('checkbox', { name: '₹25 लाख से ₹1 करोड़ (1)' })).not.toBeChecked();
    expect(within(filters).getByRole('checkbox', { name: '₹5 करोड़ और उससे ज़्यादा (0)' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'फ़िल्टर हटाएँ सेक्टर: फ़िनटेक' })).toBeInTheDocument();
    expect(screen.getByText('1 प्रोफ़ाइल')).toHaveAttribute('role', 'status');

    await userEvent.setup().click(within(filters).getByRole('checkbox', { name: '₹25 लाख से ₹1 करोड़ (1)' }));
    expect(within(filters).getByRole('checkbox', { name: /^₹25 लाख से ₹1 करोड़/ })).toBeChecked();
    expect(
      screen.getByRole('button', { name: 'फ़िल्टर हटाएँ टिकट साइज़: ₹25 लाख से ₹1 करोड़' }),
    ).toBeInTheDocument();
    await waitFor(() =>
      expect(requested(fetchMock)).toContain(`${INVESTORS}&sector=fintech&ticket=25Lto1Cr`),
    );
  });
});
