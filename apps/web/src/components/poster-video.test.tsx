import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
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
