import { API, CONNECTS_WORDS, WORDS } from '@ideaignite/contract';
import { CONNECTS_WORDS_HI } from '@ideaignite/contract/hi';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useConnections } from '../lib/api/get-connections.ts';
import { setLocale } from '../lib/i18n/locale.ts';
import { loadLocale } from '../lib/i18n/words.ts';
import { aarav, makeVideo } from '../test/content-fixtures.ts';
import { callsOf, deferred, type FakeReply, fakeApi } from '../test/fake-api.ts';
import { FIRST_LOAD, renderContent, signInAs } from '../test/render.tsx';
import { makeConnection } from '../test/social-fixtures.ts';
import { IgniteButton } from './ignite-button.tsx';

const INVESTOR_ID = '6f1c2b9e-8a4d-4f5e-9b1a-2c3d4e5f6a7b';
const IGNITE = `POST ${API.igniteInvestor}`;
const MY_VIDEOS = `GET ${API.getVideos}?limit=50&mine=true`;
const VIDEO_ID = '0b7d3c52-4f1e-4a8b-9c2d-6e5f4a3b2c1d';
const PITCH = 'We help 2,000 Nashik grape farmers sell straight to exporters.';
const mine = makeVideo({ _id: VIDEO_ID, title: 'GrapeLink in 60 seconds', uploadedBy: aarav });
const someoneElses = makeVideo({
  _id: 'v-other',
  title: 'Not mine',
  uploadedBy: { ...aarav, _id: 'u-other' },
});
const videos: FakeReply = {
  status: 200,
  body: { success: true, data: [mine, someoneElses], nextCursor: null, message: 'ok' },
};
const sent: FakeReply = {
  status: 201,
  body: {
    success: true,
    message: CONNECTS_WORDS.igniteSent,
    connection: makeConnection({ _id: 'c-1', hustlerId: 'u-aarav', investorId: INVESTOR_ID }),
  },
};

function renderButton(replies: Record<string, FakeReply | (() => Promise<FakeReply>)> = {}) {
  signInAs('Hustler', 'u-aarav');
  const fetchMock = fakeApi({ [MY_VIDEOS]: videos, ...replies });
  renderContent(
    <>
      <IgniteButton investorId={INVESTOR_ID} />
      <a href="/elsewhere">elsewhere</a>
    </>,
  );
  return fetchMock;
}

function renderButtonFor(takingPitches: boolean) {
  signInAs('Hustler', 'u-aarav');
  const fetchMock = fakeApi({ [MY_VIDEOS]: videos });
  renderContent(<IgniteButton investorId={INVESTOR_ID} takingPitches={takingPitches} />);
  return fetchMock;
}

async function openDialog() {
  const user = userEvent.setup();
  await user.click(await screen.findByRole('button', { name: 'Ignite Investor' }, FIRST_LOAD));
  const dialog = await screen.findByRole('dialog', { name: 'Ignite this investor' });
  return { user, dialog };
}

afterEach(() => {
  vi.unstubAllGlobals();
  setLocale('en-IN');
});

/** A page part that loads the pipeline, as the pipeline and notifications pages do. */
function LoadsPipeline() {
  useConnections();
  return null;
}

describe('IgniteButton and its pitch dialog', () => {
  it('for an investor not taking pitches, says so plainly and offers no Ignite', async () => {
    const fetchMock = renderButtonFor(false);
    expect(await screen.findByText(CONNECTS_WORDS.notTakingPitches, {}, FIRST_LOAD)).toBeInTheDocument();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    expect(callsOf(fetchMock).map((call) => call.key)).not.toContain(IGNITE);
  });

  it('an Ignite sent before the investor stopped taking pitches still shows as sent, with its step', async () => {
    signInAs('Hustler', 'u-aarav');
    fakeApi({
      [`GET ${API.connections}`]: {
        status: 200,
        body: {
          success: true,
          received: [],
          sent: [
            makeConnection({ _id: 'c-1', hustlerId: 'u-aarav', investorId: INVESTOR_ID, status: 'viewed' }),
          ],
        },
      },
    });
    renderContent(
      <>
        <LoadsPipeline />
        <IgniteButton investorId={INVESTOR_ID} takingPitches={false} />
      </>,
    );
    expect(await screen.findByRole('button', { name: 'Ignite sent' }, FIRST_LOAD)).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    expect(screen.getByText('Viewed')).toBeInTheDocument();
    expect(screen.queryByText(CONNECTS_WORDS.notTakingPitches)).not.toBeInTheDocument();
  });

  it('asks for a pitch line with the contract’s words, and counts it live against 280', async () => {
    const fetchMock = renderButton();
    const { user, dialog } = await openDialog();
    const pitch = within(dialog).getByRole('textbox', { name: 'Your pitch line' });
    await waitFor(() => expect(pitch).toHaveFocus());
    expect(within(dialog).getByText('0 / 280')).toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: 'Send Ignite' }));
    expect(within(dialog).getByText(CONNECTS_WORDS.pitchRequired)).toBeInTheDocument();
    expect(pitch).toHaveAttribute('aria-invalid', 'true');

    await user.type(pitch, 'Chai for all');
    expect(within(dialog).getByText('12 / 280')).toBeInTheDocument();
    expect(pitch).toHaveAccessibleDescription(/12 of 280 characters used/);

    await user.clear(pitch);
    await user.click(pitch);
    await user.paste('x'.repeat(281));
    expect(within(dialog).getByText('281 / 280').closest('p')).toHaveClass('text-danger-700');
    await user.click(within(dialog).getByRole('button', { name: 'Send Ignite' }));
    expect(within(dialog).getByText(CONNECTS_WORDS.pitchTooLong)).toBeInTheDocument();
    // Nothing was sent while the pitch was wrong.
    expect(callsOf(fetchMock).filter((call) => call.key === IGNITE)).toHaveLength(0);
  });

  it('sends the pitch and my chosen video: Igniting while it runs, then the sent state, focus back on the button', async () => {
    const reply = deferred<FakeReply>();
    const fetchMock = renderButton({ [IGNITE]: () => reply.promise });
    const { user, dialog } = await openDialog();
    await user.type(within(dialog).getByRole('textbox', { name: 'Your pitch line' }), PITCH);
    const select = within(dialog).getByRole('combobox', { name: 'Attach one of your videos (optional)' });
    // Only my own videos are offered.
    await waitFor(() =>
      expect(
        within(select)
          .getAllByRole('option')
          .map((option) => option.textContent),
      ).toEqual(['No video', 'GrapeLink in 60 seconds']),
    );
    await user.selectOptions(select, VIDEO_ID);
    await user.click(within(dialog).getByRole('button', { name: 'Send Ignite' }));
    expect(within(dialog).getByRole('button', { name: 'Igniting' })).toHaveAttribute('aria-disabled', 'true');
    expect(callsOf(fetchMock).find((call) => call.key === IGNITE)?.body).toEqual({
      investorId: INVESTOR_ID,
      pitch: PITCH,
      videoId: VIDEO_ID,
    });

    reply.resolve(sent);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const button = screen.getByRole('button', { name: 'Ignite sent' });
    expect(button).toHaveAttribute('aria-disabled', 'true');
    await waitFor(() => expect(button).toHaveFocus());
    expect(screen.getByText(CONNECTS_WORDS.igniteSent)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Track it in your pipeline' })).toHaveAttribute(
      'href',
      '/pipeline',
    );
  });

  it('sets the daily limit apart, in the reader’s language, and keeps the pitch for tomorrow', async () => {
    await loadLocale('hi-IN');
    setLocale('hi-IN');
    renderButton({ [IGNITE]: { status: 429, body: { message: CONNECTS_WORDS_HI.dailyLimit } } });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'इन्वेस्टर को Ignite करें' }, FIRST_LOAD));
    const dialog = await screen.findByRole('dialog', { name: 'इस इन्वेस्टर को Ignite करें' });
    const pitch = within(dialog).getByRole('textbox', { name: 'आपकी पिच लाइन' });
    await user.type(pitch, PITCH);
    await user.click(within(dialog).getByRole('button', { name: 'Ignite भेजें' }));
    const alert = await within(dialog).findByRole('alert');
    expect(alert).toHaveTextContent('आज की सीमा पूरी हुई');
    expect(alert).toHaveTextContent(CONNECTS_WORDS_HI.dailyLimit);
    expect(pitch).toHaveValue(PITCH);
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });

  it.each([
    [
      'the server’s message',
      { status: 409, body: { message: CONNECTS_WORDS.alreadyIgnited } },
      CONNECTS_WORDS.alreadyIgnited,
    ],
    ['‘Ignite failed’ without one', { status: 500 } as FakeReply, WORDS.lists.igniteFailed],
    ['‘Ignite failed’ with no answer at all', 'network-error' as const, WORDS.lists.igniteFailed],
  ] as const)('shows %s when the Ignite fails', async (_, failure, expected) => {
    renderButton({ [IGNITE]: failure });
    const { user, dialog } = await openDialog();
    await user.type(within(dialog).getByRole('textbox', { name: 'Your pitch line' }), PITCH);
    await user.click(within(dialog).getByRole('button', { name: 'Send Ignite' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(expected);
    expect(within(dialog).getByRole('button', { name: 'Send Ignite' })).not.toHaveAttribute('aria-disabled');
  });

  it('says when I have no video to attach', async () => {
    renderButton({
      [MY_VIDEOS]: {
        status: 200,
        body: { success: true, data: [someoneElses], nextCursor: null, message: 'ok' },
      },
    });
    const { dialog } = await openDialog();
    expect(
      await within(dialog).findByText(
        'You have not posted a video yet. A short pitch video helps an investor say yes.',
      ),
    ).toBeInTheDocument();
  });
});
