import type { Video } from '@ideaignite/contract';
import { useParams } from 'react-router';
import { PostPage } from '../../components/post-page.tsx';
import { usePost } from '../../lib/api/get-post.ts';
import type { FirstViewParts } from '../../lib/lazy-page.ts';
import { useWatchPost } from '../../lib/watch.ts';
import { preloadVideoPageParts, VideoCard } from './components/video-card.tsx';

/** /videos/:videoId (issue 26): one video with its comments open, likes, and its owner's actions. */
export function VideoPage() {
  const { videoId = '' } = useParams();
  const query = usePost('video', videoId);
  // Its live comments, likes and edits while the page is open (issue 32).
  useWatchPost('video', videoId);
  // Keyed by the post: from one post's page to another's, focus moves to the new heading.
  return (
    <PostPage<Video> key={videoId} kind="video" query={query} title={(video) => video.title}>
      {(video) => <VideoCard video={video} headingLevel={1} page priority />}
    </PostPage>
  );
}

/** The comments show open at once: their code comes with the page's. */
export const preloadFirstView: FirstViewParts = () => preloadVideoPageParts();
