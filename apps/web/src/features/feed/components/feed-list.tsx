import { WORDS } from '@ideaignite/contract';
import { Clapperboard } from 'lucide-react';
import { EmptyState } from '../../../components/empty-state.tsx';
import { InfiniteListStates } from '../../../components/infinite-list-states.tsx';
import { useContractText } from '../../../lib/i18n/contract.ts';
import { useWords } from '../../../lib/i18n/words.ts';
import { videosFailure } from '../../../lib/list-failures.ts';
import { useFeedPage } from '../api/get-feed-page.ts';
import type { DashboardParts } from '../dashboard-parts.ts';
import { interleaveFeed } from '../feed-items.ts';
import { feedWords } from '../words/index.ts';

/**
 * A feed item the browser lays out only once it nears the screen: a phone first draws one card
 * of twelve, so the others cost nothing until scrolled to (each remembers its size once drawn).
 * Only its height is a placeholder: a placeholder width (`contain-intrinsic-size: auto 30rem`
 * sets both) made every card not yet drawn 30rem wide, wider than a phone.
 */
const FEED_ITEM = '[content-visibility:auto] [contain-intrinsic-block-size:auto_30rem]';

function FeedSkeleton() {
  return (
    <ul aria-hidden className="grid gap-6 md:grid-cols-2">
      {['a', 'b', 'c', 'd'].map((key) => (
        <li key={key} className="overflow-hidden rounded-card bg-white ring-1 ring-ink-100">
          <div className="aspect-video animate-pulse bg-ink-100" />
          <div className="space-y-3 p-5">
            <div className="h-4 w-2/3 animate-pulse rounded bg-ink-100" />
            <div className="h-3 w-full animate-pulse rounded bg-ink-100" />
            <div className="h-3 w-5/6 animate-pulse rounded bg-ink-100" />
          </div>
        </li>
      ))}
    </ul>
  );
}

/** The shared feed of the Hustler, Investor and Co-founder dashboards: videos and blogs, newest first. */
export function FeedList({ VideoCard, BlogCard }: Pick<DashboardParts, 'VideoCard' | 'BlogCard'>) {
  const m = useWords(feedWords);
  const t = useContractText();
  const feed = useFeedPage();
  const items = feed.data ? interleaveFeed(feed.data.pages) : [];

  return (
    <section aria-labelledby="feed-heading">
      <div className="mb-5 flex items-baseline justify-between gap-4">
        <h2 id="feed-heading" className="font-bold text-ink-900 text-xl">
          {m.feedHeading}
        </h2>
      </div>
      <InfiniteListStates
        query={feed}
        itemCount={items.length}
        loading={
          <>
            <p className="sr-only" role="status">
              {m.feedLoading}
            </p>
            <FeedSkeleton />
          </>
        }
        failure={videosFailure}
        empty={<EmptyState icon={Clapperboard} text={t(WORDS.lists.videosEmpty)} />}
      >
        <ul className="grid gap-6 md:grid-cols-2">
          {items.map((item, index) =>
            item.kind === 'video' ? (
              <li key={`video-${item.video._id}`} className={FEED_ITEM}>
                <VideoCard video={item.video} headingLevel={3} priority={index === 0} />
              </li>
            ) : (
              <li key={`blog-${item.blog._id}`} className={FEED_ITEM}>
                <BlogCard blog={item.blog} />
              </li>
            ),
          )}
        </ul>
      </InfiniteListStates>
    </section>
  );
}
