import { WORDS } from '@ideaignite/contract';
import { Clapperboard, Plus } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../components/button.tsx';
import { EmptyState } from '../../components/empty-state.tsx';
import { InfiniteListStates } from '../../components/infinite-list-states.tsx';
import { PageIntro } from '../../components/page-intro.tsx';
import { PageMeta } from '../../components/page-meta.tsx';
import { useContractText } from '../../lib/i18n/contract.ts';
import { useWords } from '../../lib/i18n/words.ts';
import { videosFailure } from '../../lib/list-failures.ts';
import { useSession } from '../../lib/use-session.ts';
import { useVideos } from './api/get-videos.ts';
import { VideoCard } from './components/video-card.tsx';
import { VideoSkeletons } from './components/video-skeletons.tsx';
import { VideoUploadDialog } from './components/video-upload-dialog.tsx';
import { videosWords } from './words/index.ts';

/** /videos: every member's videos in a grid, with likes and live comments; Hustlers upload here. */
export function VideosPage() {
  const m = useWords(videosWords);
  const t = useContractText();
  const session = useSession();
  const query = useVideos();
  const [uploadOpen, setUploadOpen] = useState(false);
  const isHustler = session?.role === 'Hustler';
  const videos = query.data?.pages.flatMap((page) => page.data) ?? [];

  const createButton = isHustler ? (
    <Button onClick={() => setUploadOpen(true)} className="self-start lg:self-auto">
      <Plus aria-hidden className="size-4" />
      {m.createVideos}
    </Button>
  ) : null;

  return (
    <div>
      <PageMeta title={m.title} robots="noindex" />
      <PageIntro eyebrow={m.eyebrow} title={m.title} intro={m.intro}>
        {createButton}
      </PageIntro>
      <InfiniteListStates
        query={query}
        itemCount={videos.length}
        loading={<VideoSkeletons label={m.loadingVideos} />}
        failure={videosFailure}
        empty={<EmptyState icon={Clapperboard} text={t(WORDS.lists.videosEmpty)} />}
      >
        <ul className="grid gap-6 md:grid-cols-2 lg:grid-cols-3">
          {videos.map((video, index) => (
            <li key={video._id}>
              <VideoCard video={video} priority={index === 0} />
            </li>
          ))}
        </ul>
      </InfiniteListStates>
      {isHustler ? <VideoUploadDialog open={uploadOpen} onOpenChange={setUploadOpen} /> : null}
    </div>
  );
}
