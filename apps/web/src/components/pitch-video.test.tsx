import type { PitchVideo as PitchVideoFields } from '@ideaignite/contract';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderContent } from '../test/render.tsx';
import { NEUTRAL_POSTER } from './neutral-poster.ts';
import { PitchVideo } from './pitch-video.tsx';

const pitch: PitchVideoFields = {
  _id: 'v-1',
  title: 'MeenVala pilot',
  videoUrl: '/media/videos/v-1.mp4',
  posterUrl: '/media/posters/v-1.jpg',
  stream: { state: 'ready', url: '/media/hls/v-1/master.m3u8' },
  captions: [
    { language: 'en', url: '/media/captions/v-1/en.vtt' },
    { language: 'hi', url: '/media/captions/v-1/hi.vtt' },
  ],
};

function renderPitch(video: PitchVideoFields = pitch) {
  vi.spyOn(HTMLMediaElement.prototype, 'play').mockResolvedValue();
  return renderContent(<PitchVideo video={video} label="Pitch video" playLabel={`Play ${video.title}`} />);
}

/** Presses the poster; answers the player's video once its code has come. */
async function play(title: string) {
  await userEvent.setup().click(screen.getByRole('button', { name: `Play ${title}` }));
  // The first press loads the player's code: on a busy machine that takes more than a second.
  return waitFor(() => screen.getByLabelText(title, { selector: 'video' }) as HTMLVideoElement, {
    timeout: 5000,
  });
}

const tracksOf = (video: HTMLVideoElement) =>
  [...video.querySelectorAll('track')].map((track) => [track.srclang, track.getAttribute('src')]);

describe('a pitch video (issue 27)', () => {
  afterEach(() => vi.restoreAllMocks());

  it('shows its poster and title; pressed, the streaming player plays it with its captions', async () => {
    const { container } = renderPitch();
    expect(container.querySelector('video'), 'nothing loads before the press').toBeNull();
    expect(container.querySelector('img')).toHaveAttribute('src', '/media/posters/v-1.jpg');
    expect(screen.getByText('MeenVala pilot')).toBeInTheDocument();
    const video = await play('MeenVala pilot');
    expect(tracksOf(video)).toEqual([
      ['en', '/media/captions/v-1/en.vtt'],
      ['hi', '/media/captions/v-1/hi.vtt'],
    ]);
    expect(screen.getByRole('combobox', { name: 'Captions' })).toBeInTheDocument();
    // jsdom has no Media Source: hls.js (loaded on the press) declines and the original plays.
    await waitFor(() => expect(video).toHaveAttribute('src', '/media/videos/v-1.mp4'), { timeout: 5000 });
    expect(video).toHaveFocus();
  });

  it('without a poster, a neutral one; still the streaming player, saying its ladder is on the way', async () => {
    const { container } = renderPitch({
      ...pitch,
      posterUrl: null,
      stream: { state: 'processing', url: null },
      captions: [],
    });
    expect(container.querySelector('img')).toHaveAttribute('src', NEUTRAL_POSTER);
    const video = await play('MeenVala pilot');
    expect(video).toHaveAttribute('src', '/media/videos/v-1.mp4');
    expect(
      screen.getByText('Preparing versions for slow networks: playing the original for now.'),
    ).toBeInTheDocument();
  });
});
