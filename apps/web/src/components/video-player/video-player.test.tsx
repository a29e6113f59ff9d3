import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setLocale } from '../../lib/i18n/locale.ts';
import { loadLocale } from '../../lib/i18n/words.ts';
import { renderContent } from '../../test/render.tsx';
import type { HlsClass } from './load-hls.ts';
import { CAPTIONS_CHOICE_KEY, clockTime, masterLevels, VideoPlayer } from './video-player.tsx';

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

/** The player for "Pitch day", its ladder ready, hls.js the fake one; `props` change any of that. */
const renderPlayer = (props: Partial<Parameters<typeof VideoPlayer>[0]> = {}) =>
  renderContent(
    <VideoPlayer
      src="/media/videos/v1.mp4"
      stream={READY}
      title="Pitch day"
      loadHls={fakeLoader}
      {...props}
    />,
  );

const videoElement = () => screen.getByLabelText('Pitch day', { selector: 'video' }) as HTMLVideoElement;

describe('the video player (issue 27)', () => {
  afterEach(() => {
    FakeHls.last = undefined;
    FakeHls.supported = true;
    fakeLoader.mockClear();
    localStorage.clear();
    setLocale('en-IN');
    vi.restoreAllMocks();
    vi.unstubAllGlobals();
  });

  it('streams a ready video through hls.js, starting low, and offers Auto and each rendition, best first', async () => {
    const user = userEvent.setup();
    renderPlayer();
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
    renderPlayer({ dataSaver: true });
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
    renderPlayer();
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

  it('opens the ready stream’s ten scenes from its strip, and a scene plays from its moment', async () => {
    const user = userEvent.setup();
    const play = vi.spyOn(HTMLMediaElement.prototype, 'play').mockResolvedValue(undefined);
    renderPlayer();
    expect(screen.queryByRole('button', { name: 'Scenes' }), 'not before its length is known').toBeNull();
    const element = videoElement();
    Object.defineProperty(element, 'duration', { value: 100, configurable: true });
    act(() => {
      element.dispatchEvent(new Event('loadedmetadata'));
    });
    const toggle = screen.getByRole('button', { name: 'Scenes' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const list = screen.getByRole('list', { name: 'Scenes of Pitch day' });
    const scenes = within(list).getAllByRole('button');
    expect(scenes.map((scene) => scene.getAttribute('aria-label'))).toEqual(
      Array.from({ length: 10 }, (_, index) => `Go to ${clockTime(index * 10)}`),
    );
    const picture = scenes[3]?.querySelector('span') as HTMLElement;
    expect(picture.style.backgroundImage).toBe('url("/media/hls/v1/run/strip.jpg")');
    expect(picture.style.backgroundPosition).toBe('-240px 0px');
    await user.click(screen.getByRole('button', { name: 'Go to 0:30' }));
    expect(element.currentTime).toBe(30);
    expect(play).toHaveBeenCalled();
    play.mockRestore();
  });

  it('offers each second once when a short video’s moments share one', async () => {
    const user = userEvent.setup();
    renderPlayer();
    const element = videoElement();
    Object.defineProperty(element, 'duration', { value: 8, configurable: true });
    act(() => {
      element.dispatchEvent(new Event('loadedmetadata'));
    });
    await user.click(screen.getByRole('button', { name: 'Scenes' }));
    const scenes = within(screen.getByRole('list', { name: 'Scenes of Pitch day' })).getAllByRole('button');
    // 0, 0.8, 1.6 … 7.2 s: 0.8 and 4.8 share a second with the moment before them.
    expect(scenes.map((scene) => scene.getAttribute('aria-label'))).toEqual(
      ['0:00', '0:01', '0:02', '0:03', '0:04', '0:05', '0:06', '0:07'].map((time) => `Go to ${time}`),
    );
    expect(((scenes[1] as HTMLElement).querySelector('span') as HTMLElement).style.backgroundPosition).toBe(
      '-160px 0px',
    );
  });

  it('writes times as a player does', () => {
    expect([0, 9.7, 75, 3600 + 62].map(clockTime)).toEqual(['0:00', '0:09', '1:15', '1:01:02']);
  });

  describe('where the browser plays HLS itself', () => {
    const MASTER = [
      '#EXTM3U',
      '#EXT-X-VERSION:6',
      '#EXT-X-STREAM-INF:BANDWIDTH=165000,RESOLUTION=256x144,CODECS="avc1.4d400c,mp4a.40.2"',
      '144p/index.m3u8',
      '',
      '#EXT-X-STREAM-INF:BANDWIDTH=353100,RESOLUTION=426x240,CODECS="avc1.4d4015,mp4a.40.2"',
      '240p/index.m3u8',
      '#EXT-X-STREAM-INF:BANDWIDTH=694100,RESOLUTION=640x360,CODECS="avc1.4d401e,mp4a.40.2"',
      '360p/index.m3u8',
      '#EXT-X-STREAM-INF:BANDWIDTH=70400,CODECS="mp4a.40.2"',
      'audio/index.m3u8',
    ].join('\n');
    const rung = (name: string) => `http://localhost:3000/media/hls/v1/run/${name}/index.m3u8`;

    beforeEach(() => {
      vi.spyOn(HTMLMediaElement.prototype, 'canPlayType').mockImplementation((type) =>
        type === 'application/vnd.apple.mpegurl' ? 'maybe' : '',
      );
      vi.stubGlobal(
        'fetch',
        vi.fn(
          async () => new Response(MASTER, { headers: { 'content-type': 'application/vnd.apple.mpegurl' } }),
        ),
      );
    });
    afterEach(() => {
      vi.restoreAllMocks();
      vi.unstubAllGlobals();
    });

    it('reads the picture renditions and their playlists from a master playlist', () => {
      expect(masterLevels('/media/hls/v1/run/master.m3u8', MASTER)).toEqual([
        { index: 0, height: 144, uri: rung('144p') },
        { index: 1, height: 240, uri: rung('240p') },
        { index: 2, height: 360, uri: rung('360p') },
      ]);
    });

    it('plays the master without hls.js, and a rendition chosen from the menu plays its own playlist', async () => {
      const user = userEvent.setup();
      renderPlayer();
      expect(videoElement().src).toMatch(/\/media\/hls\/v1\/run\/master\.m3u8$/);
      const quality = await screen.findByRole('combobox', { name: 'Quality' });
      expect([...(quality as HTMLSelectElement).options].map((option) => option.text)).toEqual([
        'Auto',
        '360p',
        '240p',
        '144p',
      ]);
      await user.selectOptions(quality, '240p');
      expect(videoElement().src).toBe(rung('240p'));
      await user.selectOptions(quality, 'Auto');
      expect(videoElement().src).toMatch(/master\.m3u8$/);
      expect(fakeLoader).not.toHaveBeenCalled();
    });

    it('with data saver, plays the master of the renditions up to 240p and offers nothing above it', async () => {
      renderPlayer({ dataSaver: true });
      const quality = await screen.findByRole('combobox', { name: 'Quality' });
      expect([...(quality as HTMLSelectElement).options].map((option) => option.text)).toEqual([
        'Auto',
        '240p',
        '144p',
      ]);
      expect(videoElement().src).toMatch(/\/media\/hls\/v1\/run\/master-saver\.m3u8$/);
    });
  });
});
