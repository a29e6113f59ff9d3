import { API, CONTENT_WORDS, SOCKET_EVENTS, VIDEOS_WORDS, WORDS } from '@ideaignite/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Announcer } from '../../components/announcer.tsx';
import { setLocale } from '../../lib/i18n/locale.ts';
import { loadLocale } from '../../lib/i18n/words.ts';
import { useLiveContent } from '../../lib/use-live-content.ts';
import { aarav, makeVideo } from '../../test/content-fixtures.ts';
import { callsOf, fakeApi } from '../../test/fake-api.ts';
import { emitSocket } from '../../test/fake-socket.ts';
import { renderContent, signInAs } from '../../test/render.tsx';
import { menuItemsOf, REPORT, reportSent, sendReport } from '../../test/report.ts';
import { VideosPage } from './videos-page.tsx';

vi.mock('../../lib/socket.ts', () => import('../../test/fake-socket.ts').then((m) => m.socketModule));

const FIRST_PAGE = `GET ${API.getVideos}?limit=12`;
const EDIT = `PATCH ${API.video('v-1')}`;
const DELETE = `DELETE ${API.video('v-1')}`;
const page = (videos: ReturnType<typeof makeVideo>[]) => ({
  status: 200,
  body: { success: true, data: videos, nextCursor: null, message: 'Videos fetched.' },
});

function LiveContent() {
  useLiveContent();
  return null;
}

function renderPage(userId: string) {
  signInAs('Hustler', userId);
  return renderContent(
    <>
      <LiveContent />
      <VideosPage />
      <Announcer />
    </>,
    { path: '/videos' },
  );
}

afterEach(() => {
  vi.unstubAllGlobals();
  setLocale('en-IN');
});

describe('editing and deleting a video', () => {
  it('the uploader gets Edit and Delete; on a video not theirs the "⋯" offers only Report', async () => {
    fakeApi({
      [FIRST_PAGE]: page([makeVideo(), makeVideo({ _id: 'v-2', title: 'Not mine', uploadedBy: null })]),
    });
    const user = userEvent.setup();
    renderPage(aarav._id);
    await screen.findByRole('article', { name: 'ChaiCircle: our 60-second pitch' });
    const own = screen.getByRole('button', { name: 'More actions for ChaiCircle: our 60-second pitch' });
    expect(await menuItemsOf(user, own)).toEqual(['Edit', 'Delete']);
    const other = screen.getByRole('button', { name: 'More actions for Not mine' });
    expect(await menuItemsOf(user, other)).toEqual(['Report']);
  });

  it('someone else reports the video: the dialog posts {target: video, targetId}; focus returns to the "⋯"', async () => {
    const fetchMock = fakeApi({ [FIRST_PAGE]: page([makeVideo()]), [REPORT]: reportSent });
    const user = userEvent.setup();
    renderPage('u-someone-else');
    const menu = await screen.findByRole('button', {
      name: 'More actions for ChaiCircle: our 60-second pitch',
    });
    expect(await menuItemsOf(user, menu)).toEqual(['Report']);
    const dialog = await sendReport(user, 'Report ChaiCircle: our 60-second pitch', menu);
    expect(callsOf(fetchMock).find((call) => call.key === REPORT)?.body).toEqual({
      target: 'video',
      targetId: 'v-1',
      reason: 'spam',
    });
    await user.click(within(dialog).getByText('Close', { selector: 'button' }));
    expect(menu).toHaveFocus();
  });

  it('Edit checks the title like the upload does, then saves; the card shows the new title and "edited"', async () => {
    const fetchMock = fakeApi({
      [FIRST_PAGE]: page([makeVideo()]),
      [EDIT]: {
        status: 200,
        body: {
          success: true,
          message: VIDEOS_WORDS.videoUpdated,
          video: makeVideo({ title: 'ChaiCircle, take two', editedAt: new Date().toISOString() }),
        },
      },
    });
    const user = userEvent.setup();
    renderPage(aarav._id);
    const menu = await screen.findByRole('button', {
      name: 'More actions for ChaiCircle: our 60-second pitch',
    });
    await user.click(menu);
    await user.click(await screen.findByRole('menuitem', { name: 'Edit' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit video' });
    const title = within(dialog).getByRole('textbox', { name: 'Title' });
    await user.clear(title);
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent(WORDS.videoUpload.allRequired);
    expect(callsOf(fetchMock).some((call) => call.key === EDIT)).toBe(false);

    await user.type(title, 'ChaiCircle, take two');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('heading', { name: 'ChaiCircle, take two' })).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(callsOf(fetchMock).find((call) => call.key === EDIT)?.body).toEqual({
      title: 'ChaiCircle, take two',
      description: 'Loyalty cards for tea stalls.',
    });
    const card = screen.getByRole('article', { name: 'ChaiCircle, take two' });
    expect(within(card).getByText('edited')).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent(VIDEOS_WORDS.videoUpdated);
    // Focus is back on the menu button that opened the dialog.
    expect(screen.getByRole('button', { name: 'More actions for ChaiCircle, take two' })).toHaveFocus();
  });

  it('Cancel drops what was typed: the dialog opens again on the video as it is now', async () => {
    fakeApi({ [FIRST_PAGE]: page([makeVideo()]) });
    const user = userEvent.setup();
    renderPage(aarav._id);
    const menu = await screen.findByRole('button', {
      name: 'More actions for ChaiCircle: our 60-second pitch',
    });
    await user.click(menu);
    await user.click(await screen.findByRole('menuitem', { name: 'Edit' }));
    let dialog = await screen.findByRole('dialog', { name: 'Edit video' });
    await user.type(within(dialog).getByRole('textbox', { name: 'Title' }), ' (draft)');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(menu).toHaveFocus();

    // Meanwhile the uploader renamed it in another tab.
    await emitSocket(SOCKET_EVENTS.videoUpdated, {
      _id: 'v-1',
      title: 'Renamed elsewhere',
      description: 'Loyalty cards for tea stalls.',
      editedAt: new Date().toISOString(),
    });
    await user.click(await screen.findByRole('button', { name: 'More actions for Renamed elsewhere' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Edit' }));
    dialog = await screen.findByRole('dialog', { name: 'Edit video' });
    expect(within(dialog).getByRole('textbox', { name: 'Title' })).toHaveValue('Renamed elsewhere');
  });

  it('Delete asks first; Cancel keeps the video, Delete removes it and moves focus to the heading', async () => {
    const fetchMock = fakeApi({
      [FIRST_PAGE]: page([makeVideo(), makeVideo({ _id: 'v-2', title: 'Second' })]),
      [DELETE]: { status: 200, body: { success: true, message: VIDEOS_WORDS.videoDeleted } },
    });
    const user = userEvent.setup();
    renderPage(aarav._id);
    const menu = await screen.findByRole('button', {
      name: 'More actions for ChaiCircle: our 60-second pitch',
    });
    await user.click(menu);
    await user.click(await screen.findByRole('menuitem', { name: 'Delete' }));
    let dialog = await screen.findByRole('dialog', { name: 'Delete this video?' });
    expect(dialog).toHaveTextContent('with its likes and comments');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(callsOf(fetchMock).some((call) => call.key === DELETE)).toBe(false);

    await user.click(menu);
    await user.click(await screen.findByRole('menuitem', { name: 'Delete' }));
    dialog = await screen.findByRole('dialog', { name: 'Delete this video?' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByRole('status')).toHaveTextContent(VIDEOS_WORDS.videoDeleted);
    expect(screen.queryByRole('article', { name: 'ChaiCircle: our 60-second pitch' })).toBeNull();
    expect(screen.getByRole('article', { name: 'Second' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1 })).toHaveFocus();
  });

  it('a refused delete keeps the video and says why in the dialog', async () => {
    fakeApi({
      [FIRST_PAGE]: page([makeVideo()]),
      [DELETE]: { status: 403, body: { message: CONTENT_WORDS.notYourContent } },
    });
    const user = userEvent.setup();
    renderPage(aarav._id);
    await user.click(await screen.findByRole('button', { name: /More actions for/ }));
    await user.click(await screen.findByRole('menuitem', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete this video?' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(CONTENT_WORDS.notYourContent);
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.getByRole('article', { name: 'ChaiCircle: our 60-second pitch' })).toBeInTheDocument();
  });

  it("follows other people's edits and deletes live", async () => {
    fakeApi({ [FIRST_PAGE]: page([makeVideo(), makeVideo({ _id: 'v-2', title: 'Second' })]) });
    renderPage('u-viewer');
    await screen.findByRole('article', { name: 'ChaiCircle: our 60-second pitch' });
    await emitSocket(SOCKET_EVENTS.videoUpdated, {
      _id: 'v-1',
      title: 'Renamed live',
      description: 'New words',
      editedAt: new Date().toISOString(),
    });
    expect(await screen.findByRole('article', { name: 'Renamed live' })).toHaveTextContent('edited');
    await emitSocket(SOCKET_EVENTS.videoDeleted, 'v-2');
    expect(screen.queryByRole('article', { name: 'Second' })).toBeNull();
  });

  it('reads in Hindi: the menu, its items and the question', async () => {
    fakeApi({ [FIRST_PAGE]: page([makeVideo()]) });
    await loadLocale('hi-IN');
    setLocale('hi-IN');
    const user = userEvent.setup();
    renderPage(aarav._id);
    await user.click(
      await screen.findByRole('button', { name: 'ChaiCircle: our 60-second pitch के लिए और विकल्प' }),
    );
    expect(await screen.findByRole('menuitem', { name: 'बदलें' })).toBeInTheDocument();
    await user.click(screen.getByRole('menuitem', { name: 'मिटाएँ' }));
    expect(await screen.findByRole('dialog', { name: 'यह वीडियो मिटाएँ?' })).toBeInTheDocument();
  });
});

describe("a video's captions (issue 27)", () => {
  const CAPTIONS_EN = `PUT /api/videos/v-1/captions/en`;
  const CAPTIONS_EN_REMOVE = `DELETE /api/videos/v-1/captions/en`;
  const withCaptions = makeVideo({ captions: [{ language: 'en', url: '/media/captions/v-1/en-1.vtt' }] });
  const removed = {
    status: 200,
    body: { success: true, message: VIDEOS_WORDS.captionsRemoved, video: makeVideo() },
  };
  /** The uploader opens the video's edit dialog; answers its Captions section. */
  const openCaptions = async (user: ReturnType<typeof userEvent.setup>) => {
    renderPage(aarav._id);
    await user.click(
      await screen.findByRole('button', { name: 'More actions for ChaiCircle: our 60-second pitch' }),
    );
    await user.click(await screen.findByRole('menuitem', { name: 'Edit' }));
    return within(await screen.findByRole('dialog', { name: 'Edit video' })).getByRole('region', {
      name: 'Captions',
    });
  };

  it('the uploader adds English captions from the edit dialog, sees them added, and removes them', async () => {
    const fetchMock = fakeApi({
      [FIRST_PAGE]: page([makeVideo()]),
      [CAPTIONS_EN]: {
        status: 200,
        body: { success: true, message: VIDEOS_WORDS.captionsSaved, video: withCaptions },
      },
      [CAPTIONS_EN_REMOVE]: removed,
    });
    const user = userEvent.setup();
    const section = await openCaptions(user);
    expect(within(section).getByRole('button', { name: 'Add English captions' })).toBeInTheDocument();
    const input = section.querySelector('input[type="file"]') as HTMLInputElement;
    const file = new File(['WEBVTT\n\n00:01.000 --> 00:02.000\nNamaste\n'], 'pitch.vtt', {
      type: 'text/vtt',
    });
    await user.upload(input, file);
    expect(
      await within(section).findByRole('button', { name: 'Replace English captions' }),
    ).toBeInTheDocument();
    expect(within(section).queryByRole('button', { name: 'Add English captions' })).toBeNull();
    const sent = callsOf(fetchMock).find((call) => call.key === CAPTIONS_EN);
    expect(sent).toBeDefined();
    expect(await screen.findByText(VIDEOS_WORDS.captionsSaved)).toBeInTheDocument();

    await user.click(within(section).getByRole('button', { name: 'Remove English captions' }));
    expect(await within(section).findByRole('button', { name: 'Add English captions' })).toBeInTheDocument();
    expect(callsOf(fetchMock).some((call) => call.key === CAPTIONS_EN_REMOVE)).toBe(true);
  });

  it("removing captions leaves focus on that row's Add button, not on the page", async () => {
    fakeApi({
      [FIRST_PAGE]: page([withCaptions]),
      [CAPTIONS_EN_REMOVE]: removed,
    });
    const user = userEvent.setup();
    const section = await openCaptions(user);
    await user.click(within(section).getByRole('button', { name: 'Remove English captions' }));
    const add = await within(section).findByRole('button', { name: 'Add English captions' });
    expect(within(section).queryByRole('button', { name: 'Remove English captions' })).toBeNull();
    await waitFor(() => expect(document.activeElement).toBe(add));
  });

  it("shows the server's words for a file it refused, and keeps what was there", async () => {
    fakeApi({
      [FIRST_PAGE]: page([makeVideo()]),
      [CAPTIONS_EN]: { status: 400, body: { message: VIDEOS_WORDS.captionsNoCues } },
    });
    const user = userEvent.setup();
    const section = await openCaptions(user);
    await user.upload(
      section.querySelector('input[type="file"]') as HTMLInputElement,
      new File(['nothing timed'], 'x.vtt', { type: 'text/vtt' }),
    );
    expect(await within(section).findByText(VIDEOS_WORDS.captionsNoCues)).toBeInTheDocument();
    expect(within(section).getByRole('button', { name: 'Add English captions' })).toBeInTheDocument();
  });
});
