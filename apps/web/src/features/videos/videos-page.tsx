import { MESSAGES } from '@ideaignite/contract';
import { Clapperboard, Plus } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { Alert } from '../../components/alert.tsx';
import { Button } from '../../components/button.tsx';
import { EmptyState } from '../../components/empty-state.tsx';
import { LoadMoreButton } from '../../components/load-more-button.tsx';
import { PageMeta } from '../../components/page-meta.tsx';
import { ApiError } from '../../lib/api-client.ts';
import { useSession } from '../../lib/use-session.ts';
import { PageIntro } from '../discovery/components/page-intro.tsx';
import { useVideos } from './api/get-videos.ts';
import { VideoCard } from './components/video-card.tsx';
import { VideoSkeletons } from './components/video-skeletons.tsx';
import { VideoUploadDialog } from './components/video-upload-dialog.tsx';

/** Spec section 8: one message for a refused answer, another when none came. */
function loadFailure(error: Error) {
  return error instanceof ApiError ? MESSAGES.lists.videosLoadFailed : MESSAGES.lists.videosFetchError;
}

/** /videos: every member's videos in a grid, with likes and live comments; Hustlers upload here. */
export function VideosPage() {
  const session = useSession();
  const query = useVideos();
  const [uploadOpen, setUploadOpen] = useState(false);
  const isHustler = session?.role === 'Hustler';
  const videos = query.data?.pages.flatMap((page) => page.data) ?? [];

  const createButton = isHustler ? (
    <Button onClick={() => setUploadOpen(true)} className="self-start lg:self-auto">
      <Plus aria-hidden className="size-4" />
      Create Videos
    </Button>
  ) : null;

  let body: ReactNode;
  if (!session) body = <Alert tone="error">{MESSAGES.auth.noToken}</Alert>;
  else if (query.isPending) body = <VideoSkeletons label="Loading videos…" />;
  else if (query.isError && videos.length === 0) {
    body = (
      <div className="flex flex-col items-start gap-3">
        <Alert tone="error">{loadFailure(query.error)}</Alert>
        <Button variant="secondary" size="sm" onClick={() => query.refetch()}>
          Try again
        </Button>
      </div>
    );
  } else if (videos.length === 0) body = <EmptyState icon={Clapperboard} text={MESSAGES.lists.videosEmpty} />;
  else {
    body = (
      <>
        <ul className="grid gap-6 md:grid-cols-2 lg:grid-cols-3">
          {videos.map((video) => (
            <li key={video._id}>
              <VideoCard video={video} />
            </li>
          ))}
        </ul>
        {query.isFetchNextPageError ? (
          <Alert tone="error" className="mt-6">
            {loadFailure(query.error)}
          </Alert>
        ) : null}
        <LoadMoreButton
          hasNextPage={query.hasNextPage}
          isFetchingNextPage={query.isFetchingNextPage}
          onLoadMore={() => query.fetchNextPage()}
        />
      </>
    );
  }

  return (
    <div>
      <PageMeta title="Videos" robots="noindex" />
      <PageIntro
        eyebrow="Contents"
        title="Videos"
        intro="Pitches, demos and build-in-public diaries from founders across India. Cheer them on with a like or a comment."
      >
        {createButton}
      </PageIntro>
      {body}
      {isHustler ? <VideoUploadDialog open={uploadOpen} onOpenChange={setUploadOpen} /> : null}
    </div>
  );
}
