import { API, BLOCKS_WORDS, type BlockedUser } from '@ideaignite/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setLocale } from '../../../lib/i18n/locale.ts';
import { loadLocale } from '../../../lib/i18n/words.ts';
import { callsOf, fakeApi } from '../../../test/fake-api.ts';
import { FIRST_LOAD, renderRoutes, signInAs } from '../../../test/render.tsx';
import { BlockedPeopleCard } from './components/blocked-people-card.tsx';

const person = (id: string, name: string, role = 'Hustler'): BlockedUser => ({
  _id: id,
  name,
  role,
  profilePic: null,
  blockedAt: new Date(Date.now() - 2 * 3600_000).toISOString(),
});
const open = () =>
  renderRoutes(<Route path="/settings" element={<BlockedPeopleCard />} />, '/settings#blocked');

describe('Settings → Privacy → Blocked people', { timeout: 30_000 }, () => {
  beforeEach(() => signInAs('Investor'));
  afterEach(() => {
    vi.unstubAllGlobals();
    localStorage.clear();
    setLocale('en-IN');
  });

  it('lists blocked people, loads more, and unblocks with focus moving to the next row', async () => {
    const first = [person('u-1', 'Ravi Kumar'), person('u-2', 'Meera Nair', 'Investor')];
    let remaining = [...first, person('u-3', 'Arjun Das')];
    const fetchMock = fakeApi({
      [`GET ${API.blocks}`]: () => ({
        status: 200,
        body: { items: remaining.slice(0, 2), nextCursor: remaining.length > 2 ? 'c2' : null },
      }),
      [`GET ${API.blocks}?cursor=c2`]: () => ({
        status: 200,
        body: { items: remaining.slice(2), nextCursor: null },
      }),
      [`DELETE ${API.block('u-1')}`]: () => {
        remaining = remaining.filter((p) => p._id !== 'u-1');
        return { status: 200, body: { message: BLOCKS_WORDS.unblocked } };
      },
    });
    const user = userEvent.setup();
    open();
    const card = screen.getByRole('region', { name: 'Blocked people' });
    expect(await within(card).findByText('Ravi Kumar', {}, FIRST_LOAD)).toBeInTheDocument();
    expect(within(card).getByText(/Investor · Blocked/)).toBeInTheDocument();
    expect(within(card).getAllByText('2 hours ago')).toHaveLength(2);
    await user.click(within(card).getByRole('button', { name: 'Load more' }));
    expect(await within(card).findByText('Arjun Das')).toBeInTheDocument();

    await user.click(within(card).getByRole('button', { name: 'Unblock Ravi Kumar' }));
    await waitFor(() => expect(within(card).queryByText('Ravi Kumar')).toBeNull());
    expect(within(card).getByRole('status')).toHaveTextContent(BLOCKS_WORDS.unblocked);
    await waitFor(() =>
      expect(within(card).getByRole('button', { name: 'Unblock Meera Nair' })).toHaveFocus(),
    );
    expect(callsOf(fetchMock).map((call) => call.key)).toContain(`DELETE ${API.block('u-1')}`);
  });

  it('says when nobody is blocked, and focus goes to the heading when the last one leaves', async () => {
    let items = [person('u-1', 'Ravi Kumar')];
    fakeApi({
      [`GET ${API.blocks}`]: () => ({ status: 200, body: { items, nextCursor: null } }),
      [`DELETE ${API.block('u-1')}`]: () => {
        items = [];
        return { status: 200, body: { message: BLOCKS_WORDS.unblocked } };
      },
    });
    const user = userEvent.setup();
    open();
    await user.click(await screen.findByRole('button', { name: 'Unblock Ravi Kumar' }, FIRST_LOAD));
    expect(await screen.findByText('You have not blocked anyone.')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('heading', { name: 'Blocked people' })).toHaveFocus());
  });

  it('shows a failed load and reads in Hindi', async () => {
    fakeApi({
      [`GET ${API.blocks}`]: {
        status: 200,
        body: { items: [person('u-1', 'Ravi Kumar')], nextCursor: null },
      },
    });
    await loadLocale('hi-IN');
    setLocale('hi-IN');
    open();
    expect(
      await screen.findByRole('button', { name: 'Ravi Kumar को अनब्लॉक करें' }, FIRST_LOAD),
    ).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'ब्लॉक किए गए लोग' })).toBeInTheDocument();
  });

  it('shows the error when the list cannot be loaded', async () => {
    fakeApi({ [`GET ${API.blocks}`]: { status: 500, body: { message: 'Something went wrong.' } } });
    open();
    expect(await screen.findByRole('alert', {}, FIRST_LOAD)).toHaveTextContent('Something went wrong.');
  });
});
