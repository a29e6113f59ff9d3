import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setLocale } from '../../lib/i18n/locale.ts';
import { loadLocale } from '../../lib/i18n/words.ts';
import { renderContent } from '../../test/render.tsx';
import type { HlsClass } from './load-hls.ts';
import { CAPTIONS_CHOICE_KEY, VideoPlayer } from './video-player.tsx';

const MANIFEST_PARSED = 'hlsManifestParsed';

/** hls.js as the player sees it: records what it is told, and parses a ladder when asked. */
class FakeHls {
  static Events = { MANIFEST_PARSED };
  static supported = true;
  static isSupported = () => FakeHls.supported;
  static last: FakeHls | undefined;
  handlers = new Map<string, (event: string, data: unknown) => void>();
  currentLevel = -1;
  autoLevelCapping = -1;
  source: string | undefined;
  media: HTMLMediaElement | undefined;
  destroyed = false;
  constructor(readonly config: Record<string, unknown>) {
    FakeHls.last = this;
  }
  on(event: string, handler: (event: string, data: unknown) => void) {
    this.handlers.set(event, handler);
  }
  loadSource(url: string) {
    this.source = url;
  }
  attachMedia(media: HTMLMediaElement) {
    this.media = media;
  }
  destroy() {
    this.destroyed = true;
  }
  parsed(heights: number[]) {
    act(() =>
      this.handlers.get(MANIFEST_PARSED)?.(MANIFEST_PARSED, {
        levels: heights.map((height) => ({ height })),
      }),
    );
  }
}
const fakeLoader = vi.fn(async () => FakeHls as unknown as HlsClass);
const LADDER = [144, 240, 360, 480, 720];
const READY = { state: 'ready' as const, url: '/media/hls/v1/run/master.m3u8' };

const videoElement = () => screen.getByLabelText('Pitch day', { selector: 'video' }) as HTMLVideoElement;

describe('the video player (issue 27)', () => {
  afterEach(() => {
    FakeHls.last = undefined;
    FakeHls.supported = true;
    fakeLoader.mockClear();
    localStorage.clear();
    setLocale('en-IN');
  });

  it('streams a ready video through hls.js, starting low, and offers Auto and each rendition, best first', async () => {
    const user = userEvent.setup();
    renderContent(
      <VideoPlayer src="/media/videos/v1.mp4" stream={READY} title="Pitch day" loadHls={fakeLoader} />,
    );
    await waitFor(() => expect(FakeHls.last?.source).toBe(READY.url));
    const hls = FakeHls.last as FakeHls;
    expect(hls.media).toBe(videoElement());
    expect(hls.config).toMatchObject({
      startLevel: -1,
      testBandwidth: false,
      abrEwmaDefaultEstimate: 300_000,
    });
    hls.parsed(LADDER);
    const quality = await screen.findByRole('combobox', { name: 'Quality' });
    expect([...(quality as HTMLSelectElement).options].map((option) => option.text)).toEqual([
      'Auto',
      '720p',
      '480p',
      '360p',
      '240p',
      '144p',
    ]);
    await user.selectOptions(quality, '240p');
    expect(hls.currentLevel).toBe(1);
    await user.selectOptions(quality, 'Auto');
    expect(hls.currentLevel).toBe(-1);
  });

  it('with data saver, caps playback at 240p, offers nothing above it, and never preloads', async () => {
    renderContent(
      <VideoPlayer
        src="/media/videos/v1.mp4"
        stream={READY}
        title="Pitch day"
        dataSaver
        loadHls={fakeLoader}
      />,
    );
    await waitFor(() => expect(FakeHls.last).toBeDefined());
    FakeHls.last?.parsed(LADDER);
    const quality = await screen.findByRole('combobox', { name: 'Quality' });
    expect([...(quality as HTMLSelectElement).options].map((option) => option.text)).toEqual([
      'Auto',
      '240p',
      '144p',
    ]);
    expect(FakeHls.last?.autoLevelCapping).toBe(1);
    expect(videoElement()).toHaveAttribute('preload', 'none');
    expect(screen.getByText('Data saver is on: up to 240p.')).toBeInTheDocument();
  });

  it('plays the original while the ladder is being made, without loading hls.js, and says so', () => {
    renderContent(
      <VideoPlayer
        src="/media/videos/v1.mp4"
        stream={{ state: 'processing', url: null }}
        title="Pitch day"
        loadHls={fakeLoader}
      />,
    );
    expect(videoElement().src).toMatch(/\/media\/videos\/v1\.mp4$/);
    expect(screen.getByText(/Preparing versions for slow networks/)).toBeInTheDocument();
    expect(fakeLoader).not.toHaveBeenCalled();
    expect(screen.queryByRole('combobox', { name: 'Quality' })).toBeNull();
  });

  it('falls back to the original where hls.js cannot play (no Media Source)', async () => {
    FakeHls.supported = false;
    renderContent(
      <VideoPlayer src="/media/videos/v1.mp4" stream={READY} title="Pitch day" loadHls={fakeLoader} />,
    );
    await waitFor(() => expect(videoElement().src).toMatch(/\/media\/videos\/v1\.mp4$/));
    expect(FakeHls.last).toBeUndefined();
  });

  it('offers captions by language, keeps the choice on this device, and reads in Hindi', async () => {
    const user = userEvent.setup();
    const captions = [
      { language: 'en' as const, url: '/media/captions/v1-en.vtt' },
      { language: 'hi' as const, url: '/media/captions/v1-hi.vtt' },
    ];
    const { unmount } = renderContent(
      <VideoPlayer src="/media/videos/v1.mp4" title="Pitch day" captions={captions} loadHls={fakeLoader} />,
    );
    const tracks = videoElement().querySelectorAll('track');
    expect([...tracks].map((track) => [track.kind, track.srclang, track.getAttribute('src')])).toEqual([
      ['captions', 'en', '/media/captions/v1-en.vtt'],
      ['captions', 'hi', '/media/captions/v1-hi.vtt'],
    ]);
    const menu = screen.getByRole('combobox', { name: 'Captions' });
    expect((menu as HTMLSelectElement).value).toBe('off');
    await user.selectOptions(menu, 'English');
    await user.selectOptions(menu, 'हिन्दी (Hindi)');
    expect(localStorage.getItem(CAPTIONS_CHOICE_KEY)).toBe('hi');
    unmount();

    await loadLocale('hi-IN');
    setLocale('hi-IN');
    renderContent(
      <VideoPlayer src="/media/videos/v1.mp4" title="Pitch day" captions={captions} loadHls={fakeLoader} />,
    );
    const again = screen.getByRole('combobox', { name: 'कैप्शन' });
    expect((again as HTMLSelectElement).value).toBe('hi');
  });
});
