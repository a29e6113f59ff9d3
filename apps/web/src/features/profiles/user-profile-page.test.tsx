import { API, CONNECTS_WORDS, WORDS } from '@ideaignite/contract';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { deferred, type FakeReply, fakeApi } from '../../test/fake-api.ts';
import { makeOwnUser } from '../../test/fixtures.ts';
import { renderRoutes } from '../../test/render.tsx';
import { profileRoutes } from './routes.tsx';
import { signIn } from './test-utils.tsx';

const INVESTOR_ID = '6f1c2b9e-8a4d-4f5e-9b1a-2c3d4e5f6a7b';
const IGNITE = `POST ${API.igniteInvestor}`;
const PITCH = 'GrapeLink: Nashik grape farmers selling straight to exporters.';
const { email: _email, ...investor } = makeOwnUser(
  'Investor',
  {
    Username: 'Meera Shah',
    investorType: 'growthGuru',
    interestAreas: ['Social Impact Projects'],
    phoneno: undefined,
    openToPitches: true,
  },
  { _id: INVESTOR_ID, verified: true },
);
const profileOf = (user: unknown): FakeReply => ({ status: 200, body: { success: true, user } });

function renderInvestor(replies: Record<string, FakeReply | (() => Promise<FakeReply>)> = {}) {
  const fetchMock = fakeApi({ [`GET ${API.publicProfile(INVESTOR_ID)}`]: profileOf(investor), ...replies });
  renderRoutes(profileRoutes(), `/users/${INVESTOR_ID}`);
  return fetchMock;
}

afterEach(() => vi.unstubAllGlobals());

describe('UserProfilePage', () => {
  it('shows the public profile with a Message link and no email, phone or Update button', async () => {
    signIn('Cofounder');
    renderInvestor();
    expect(await screen.findByRole('heading', { level: 1, name: 'Meera Shah' })).toBeInTheDocument();
    expect(screen.getByAltText('Verified')).toBeInTheDocument();
    expect(screen.getByText('Growth Guru — Institutional investor')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Message' })).toHaveAttribute(
      'href',
      `/messages?to=${INVESTOR_ID}`,
    );
    expect(screen.queryByRole('button', { name: 'Update Profile' })).not.toBeInTheDocument();
    expect(screen.queryByText('Phone number')).not.toBeInTheDocument();
    // Only Hustlers ignite investors.
    expect(screen.queryByRole('button', { name: 'Ignite Investor' })).not.toBeInTheDocument();
  });

  it('tells a Hustler plainly when the investor is not taking pitches, with no Ignite offered', async () => {
    signIn('Hustler');
    fakeApi({
      [`GET ${API.publicProfile(INVESTOR_ID)}`]: profileOf({
        ...investor,
        profiledetails: { ...investor.profiledetails, openToPitches: false },
      }),
    });
    renderRoutes(profileRoutes(), `/users/${INVESTOR_ID}`);
    expect(await screen.findByText(CONNECTS_WORDS.notTakingPitches)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Ignite Investor' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Message' })).toBeInTheDocument();
  });

  it('lets a Hustler ignite an investor with a pitch: Igniting (disabled), then the server’s message', async () => {
    signIn('Hustler');
    const reply = deferred<FakeReply>();
    const fetchMock = renderInvestor({ [IGNITE]: () => reply.promise });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Ignite Investor' }));
    const dialog = await screen.findByRole('dialog', { name: 'Ignite this investor' });
    await user.type(within(dialog).getByRole('textbox', { name: 'Your pitch line' }), PITCH);
    await user.click(within(dialog).getByRole('button', { name: 'Send Ignite' }));
    expect(within(dialog).getByRole('button', { name: 'Igniting' })).toHaveAttribute('aria-disabled', 'true');
    const call = fetchMock.mock.calls.find(([input]) => String(input) === API.igniteInvestor);
    expect(JSON.parse(String(call?.[1]?.body))).toEqual({ investorId: INVESTOR_ID, pitch: PITCH });
    reply.resolve({
      status: 201,
      body: { success: true, message: CONNECTS_WORDS.igniteSent, connection: {} },
    });
    expect(await screen.findByText(CONNECTS_WORDS.igniteSent)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Ignite sent' })).toHaveAttribute('aria-disabled', 'true');
  });

  it.each([
    [
      'the server’s message',
      { status: 409, body: { message: CONNECTS_WORDS.alreadyIgnited } },
      CONNECTS_WORDS.alreadyIgnited,
    ],
    ['‘Ignite failed’ without one', { status: 500 }, WORDS.lists.igniteFailed],
  ] as const)('shows %s when Ignite fails', async (_, failure: FakeReply, expected) => {
    signIn('Hustler');
    renderInvestor({ [IGNITE]: failure });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Ignite Investor' }));
    const dialog = await screen.findByRole('dialog', { name: 'Ignite this investor' });
    await user.type(within(dialog).getByRole('textbox', { name: 'Your pitch line' }), PITCH);
    await user.click(within(dialog).getByRole('button', { name: 'Send Ignite' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(expected);
  });

  it('says the user was not found', async () => {
    signIn('Hustler');
    fakeApi({
      [`GET ${API.publicProfile('missing')}`]: { status: 404, body: { message: 'User not found.' } },
    });
    renderRoutes(profileRoutes(), '/users/missing');
    expect(await screen.findByRole('alert')).toHaveTextContent('Error: User not found.');
  });
});
