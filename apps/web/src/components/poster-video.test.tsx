import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { rememberDataSaverChoice } from '../lib/data-saver-hint.ts';
import { renderContent } from '../test/render.tsx';
import { PosterVideo } from './poster-video.tsx';

const posterOf = (title: string) =>
  screen
    .getByRole('button', { name: `Play ${title}` })
    .querySelector('img')
    ?.getAttribute('src');

function renderPosters() {
  renderContent(
    <>
      <PosterVideo
        src="/a.mp4"
        poster="/a.jpg"
        smallPoster="/a-small.jpg"
        title="A"
        playLabel="Play A"
        priority
      />
      <PosterVideo src="/b.mp4" poster="/b.jpg" smallPoster="/b-small.jpg" title="B" playLabel="Play B" />
      <PosterVideo src="/c.mp4" poster="/c.jpg" title="C" playLabel="Play C" />
      <PosterVideo
        src="/d.mp4"
        poster="/d.webp"
        title="D"
        playLabel="Play D"
        stream={{ state: 'ready', url: '/media/hls/d/run/master.m3u8' }}
      />
    </>,
  );
}

describe('a poster under data saver (issue 27)', () => {
  afterEach(() => localStorage.clear());

  it('is the small one when the account chose data saver, except the page’s first (its largest paint)', () => {
    rememberDataSaverChoice('on');
    renderPosters();
    expect(posterOf('A')).toBe('/a.jpg');
    expect(posterOf('B')).toBe('/b-small.jpg');
    expect(posterOf('C'), 'without a small one, the poster it has').toBe('/c.jpg');
    expect(posterOf('D'), 'a ready stream’s own').toBe('/media/hls/d/run/poster-small.jpg');
  });

  it('is the full one when data saver is off, or on "auto" and the browser asks for nothing', () => {
    rememberDataSaverChoice('off');
    renderPosters();
    expect(posterOf('B')).toBe('/b.jpg');
  });

  it('follows the browser on "auto": Save-Data or a 3G connection gets the small one', () => {
    rememberDataSaverChoice('auto');
    Object.defineProperty(navigator, 'connection', { value: { effectiveType: '3g' }, configurable: true });
    try {
      renderPosters();
      expect(posterOf('B')).toBe('/b-small.jpg');
    } finally {
      Reflect.deleteProperty(navigator, 'connection');
    }
  });
});

describe('pressing Play on a ready stream (issue 27)', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('fetches its master playlist, then its first rendition’s, while the player loads', async () => {
    const master = '#EXTM3U\n#EXT-X-STREAM-INF:BANDWIDTH=165000,RESOLUTION=256x144\n144p/index.m3u8\n';
    const fetched: string[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string | URL) => {
        fetched.push(String(url));
        return new Response(String(url).endsWith('master.m3u8') ? master : '#EXTM3U\n');
      }),
    );
    const user = userEvent.setup();
    renderContent(
      <PosterVideo
        src="/d.mp4"
        poster="/d.webp"
        title="D"
        playLabel="Play D"
        stream={{ state: 'ready', url: '/media/hls/d/run/master.m3u8' }}
      />,
    );
    await user.click(screen.getByRole('button', { name: 'Play D' }));
    await waitFor(() =>
      expect(fetched.slice(0, 2)).toEqual([
        '/media/hls/d/run/master.m3u8',
        'http://localhost:3000/media/hls/d/run/144p/index.m3u8',
      ]),
    );
  });
});
