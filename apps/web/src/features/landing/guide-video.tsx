import { PosterVideo } from '../../components/poster-video.tsx';
import type { GuideVideo as Guide } from './content/guide-videos.ts';

/** One guide: its poster as a single button until pressed, then the player (components/poster-video.tsx). */
export function GuideVideo({ video }: { video: Guide }) {
  return <PosterVideo src={video.src} poster={video.poster} title={video.title} />;
}
