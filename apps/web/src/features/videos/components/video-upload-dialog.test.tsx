import {
  API,
  CAPTION_UPLOAD_FIELDS,
  MAX_VIDEO_BYTES,
  POPUP_CLOSE_DELAY_MS,
  VIDEOS_WORDS,
  WORDS,
} from '@ideaignite/contract';
import { WORDS_HI } from '@ideaignite/contract/hi';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setLocale } from '../../../lib/i18n/locale.ts';
import { loadLocale } from '../../../lib/i18n/words.ts';
import { DASH_CONTENT_QUERY_KEY, VIDEOS_QUERY_KEY } from '../../../lib/query-keys.ts';
import { FakeXhr, makeVideo } from '../../../test/content-fixtures.ts';
import { renderContent, signInAs } from '../../../test/render.tsx';
import { VideoUploadDialog } from './video-upload-dialog.tsx';

function Harness() {
  const [open, setOpen] = useState(true);
  return (
    <>
      <p>{open ? 'dialog open' : 'dialog closed'}</p>
      <VideoUploadDialog open={open} onOpenChange={setOpen} />
    </>
  );
}

function videoFile(name = 'pitch.mp4', type = 'video/mp4', size?: number) {
  const file = new File([new Uint8Array([0, 0, 0, 24, 102, 116, 121, 112])], name, { type });
  if (size !== undefined) Object.defineProperty(file, 'size', { value: size });
  return file;
}

function setup() {
  signInAs('Hustler');
  const user = userEvent.setup({ applyAccept: false });
  const view = renderContent(<Harness />);
  const dialog = screen.getByRole('dialog', { name: 'Create Videos' });
  const input = within(dialog).getByLabelText('Video file') as HTMLInputElement;
  return { user, dialog, input, ...view };
}

async function fillIn(user: ReturnType<typeof userEvent.setup>, input: HTMLInputElement, file = videoFile()) {
  await user.type(screen.getByLabelText('Title'), 'ChaiCircle pitch');
  await user.type(screen.getByLabelText('Description'), 'Tea-stall loyalty, in 60 seconds.');
  await user.upload(input, file);
}

const uploadButton = () => screen.getByRole('button', { name: /Upload Video|Uploading\.\.\./ });

beforeEach(() => {
  FakeXhr.instances = [];
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  setLocale('en-IN');
});

describe('VideoUploadDialog', () => {
  it('is titled Create Videos, takes title, description and one of the four video types, and closes', async () => {
    const { user, dialog, input } = setup();
    expect(input).toHaveAttribute('accept', 'video/mp4,video/mpeg,video/quicktime,video/x-msvideo');
    expect(within(dialog).getByLabelText('Title')).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Description')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByText('dialog closed')).toBeInTheDocument();
  });

  it.each([
    ['nothing filled in', async () => {}],
    [
      'no video',
      async (user: ReturnType<typeof userEvent.setup>) => {
        await user.type(screen.getByLabelText('Title'), 'Pitch');
        await user.type(screen.getByLabelText('Description'), 'About it');
      },
    ],
    [
      'a blank title',
      async (user: ReturnType<typeof userEvent.setup>, input: HTMLInputElement) => {
        await user.type(screen.getByLabelText('Title'), '   ');
        await user.type(screen.getByLabelText('Description'), 'About it');
        await user.upload(input, videoFile());
      },
    ],
  ])('asks for every field with %s, and sends nothing', async (_, fill) => {
    const { user, input } = setup();
    await fill(user, input);
    await user.click(uploadButton());
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Oops! All fields, including video, are required. 🛑',
    );
    expect(FakeXhr.instances).toHaveLength(0);
  });

  it('refuses another file type and clears the file input', async () => {
    const { user, input } = setup();
    await user.upload(input, videoFile('slides.pdf', 'application/pdf'));
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Invalid file type! Please upload a valid video format. 🎥',
    );
    expect(input.files).toHaveLength(0);
    expect(input.value).toBe('');
  });

  it('refuses a file over 52428800 bytes and clears it; exactly the limit is fine', async () => {
    const { user, input } = setup();
    await user.upload(input, videoFile('long.mov', 'video/quicktime', MAX_VIDEO_BYTES + 1));
    expect(screen.getByRole('alert')).toHaveTextContent(
      'File size exceeds the 50MB limit. Please upload a smaller video. 🎥',
    );
    expect(input.files).toHaveLength(0);

    await user.upload(input, videoFile('exact.avi', 'video/x-msvideo', MAX_VIDEO_BYTES));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.getByText('exact.avi')).toBeInTheDocument();
  });

  it('uploads with the token, shows Uploading... and real progress, then succeeds and closes after 2000 ms', async () => {
    const { user, input, queryClient } = setup();
    const invalidate = vi.spyOn(queryClient, 'invalidateQueries');
    const file = videoFile('pitch.mp4', 'video/mp4', 40 * 1024 * 1024);
    await fillIn(user, input, file);
    await user.click(uploadButton());

    const xhr = FakeXhr.last();
    expect(xhr.method).toBe('POST');
    expect(xhr.url).toBe(API.addVideo);
    expect(xhr.headers.Authorization).toBe('Bearer jwt-token');
    const sent = xhr.body as FormData;
    expect(sent.get('title')).toBe('ChaiCircle pitch');
    expect(sent.get('description')).toBe('Tea-stall loyalty, in 60 seconds.');
    expect(sent.get('video')).toBe(file);

    expect(uploadButton()).toHaveTextContent('Uploading...');
    expect(uploadButton()).toHaveAttribute('aria-disabled', 'true');
    xhr.progress(10 * 1024 * 1024, 40 * 1024 * 1024);
    const bar = screen.getByRole('progressbar', { name: 'Upload progress' });
    expect(bar).toHaveAttribute('aria-valuenow', '25');
    expect(screen.getByText('25% · 10 MB of 40 MB')).toBeInTheDocument();
    xhr.progress(30 * 1024 * 1024, 40 * 1024 * 1024);
    expect(bar).toHaveAttribute('aria-valuenow', '75');
    // Escape does not drop a running upload.
    await user.keyboard('{Escape}');
    expect(screen.getByRole('dialog')).toBeInTheDocument();

    vi.useFakeTimers();
    await xhr.respond(201, { success: true, message: WORDS.videoUpload.success, video: makeVideo() });
    expect(screen.getByRole('status')).toHaveTextContent(
      '🚀 Your video has been uploaded successfully! Time to inspire others.',
    );
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    expect(screen.getByLabelText('Title')).toHaveValue('');
    expect(screen.getByLabelText('Description')).toHaveValue('');
    expect(input.value).toBe('');
    expect(invalidate).toHaveBeenCalledWith({ queryKey: VIDEOS_QUERY_KEY });
    expect(invalidate).toHaveBeenCalledWith({ queryKey: DASH_CONTENT_QUERY_KEY });
    expect(VIDEOS_QUERY_KEY).toEqual(['videos']);
    expect(DASH_CONTENT_QUERY_KEY).toEqual(['dash-content']);

    act(() => vi.advanceTimersByTime(POPUP_CLOSE_DELAY_MS - 1));
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByText('dialog closed')).toBeInTheDocument();
  });

  it.each([
    [
      "the server's error",
      413,
      { message: WORDS.videoUpload.tooLarge, error: WORDS.videoUpload.tooLarge },
      WORDS.videoUpload.tooLarge,
    ],
    [
      "the server's message",
      403,
      { message: 'Only Hustlers can upload videos.' },
      'Only Hustlers can upload videos.',
    ],
    [
      'the fallback without words',
      500,
      undefined,
      'An unexpected error occurred while uploading your video. 😱',
    ],
    [
      'the no-message words for a 2xx without one',
      201,
      { success: true },
      'Something went wrong, please try again. 😓',
    ],
  ])('shows %s and lets the user try again', async (_, status, body, expected) => {
    const { user, input } = setup();
    await fillIn(user, input);
    await user.click(uploadButton());
    await FakeXhr.last().respond(status, body);
    expect(screen.getByRole('alert')).toHaveTextContent(expected);
    expect(uploadButton()).not.toHaveAttribute('aria-disabled');
    expect(uploadButton()).toHaveTextContent('Upload Video');
    expect(screen.getByLabelText('Title')).toHaveValue('ChaiCircle pitch');
  });

  it('shows the unexpected-error words when the connection fails', async () => {
    const { user, input } = setup();
    await fillIn(user, input);
    await user.click(uploadButton());
    await FakeXhr.last().fail();
    expect(screen.getByRole('alert')).toHaveTextContent(WORDS.videoUpload.unexpected);
  });

  it('can cancel a running upload', async () => {
    const { user, input } = setup();
    await fillIn(user, input);
    await user.click(uploadButton());
    await user.click(screen.getByRole('button', { name: 'Cancel upload' }));
    expect(uploadButton()).toHaveTextContent('Upload Video');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});

describe('VideoUploadDialog in Hindi', () => {
  it('sends caption files chosen per language along, refuses one over 1 MB in the server’s words, and keeps focus on a row whose file is removed', async () => {
    const { user, dialog, input } = setup();
    await fillIn(user, input);
    const captions = within(dialog).getByRole('group', { name: 'Captions (optional)' });
    const fileInputs = captions.querySelectorAll('input[type="file"]');
    expect(fileInputs).toHaveLength(2);
    const [english, hindi] = [...fileInputs] as HTMLInputElement[];
    const srt = new File(['1\n00:00:00,500 --> 00:00:02,000\nNamaste\n'], 'pitch.srt');
    const huge = new File(['x'], 'huge.vtt');
    Object.defineProperty(huge, 'size', { value: 1024 * 1024 + 1 });
    await user.upload(hindi as HTMLInputElement, huge);
    expect(within(dialog).getByRole('alert')).toHaveTextContent(VIDEOS_WORDS.captionsTooLarge);
    expect(within(captions).queryByText('huge.vtt')).toBeNull();

    await user.upload(english as HTMLInputElement, srt);
    expect(within(captions).getByText('pitch.srt')).toBeInTheDocument();
    await user.click(within(captions).getByRole('button', { name: 'Remove English captions' }));
    await waitFor(() =>
      expect(within(captions).getByRole('button', { name: 'Add English captions' })).toHaveFocus(),
    );
    await user.upload(english as HTMLInputElement, srt);
    await user.click(uploadButton());
    const sent = FakeXhr.last().body as FormData;
    expect(sent.get(CAPTION_UPLOAD_FIELDS.en)).toBe(srt);
    expect(sent.get(CAPTION_UPLOAD_FIELDS.hi)).toBeNull();
  });

  it('says in Hindi what is missing and which files it takes', async () => {
    await loadLocale('hi-IN');
    setLocale('hi-IN');
    signInAs('Hustler');
    const user = userEvent.setup({ applyAccept: false });
    renderContent(<Harness />);
    const dialog = screen.getByRole('dialog', { name: 'वीडियो बनाएँ' });
    await user.click(within(dialog).getByRole('button', { name: 'वीडियो अपलोड करें' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent(WORDS_HI.videoUpload.allRequired);

    await user.upload(
      within(dialog).getByLabelText('वीडियो फ़ाइल'),
      videoFile('notes.pdf', 'application/pdf'),
    );
    expect(within(dialog).getByRole('alert')).toHaveTextContent(WORDS_HI.videoUpload.invalidType);
    expect(FakeXhr.instances).toHaveLength(0);
  });
});
