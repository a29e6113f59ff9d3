import { type Comment, SOCKET_EVENTS } from '@ideaignite/contract';
import { useQueryClient } from '@tanstack/react-query';
import { MessagesSquare } from 'lucide-react';
import { EmptyState } from '../../components/empty-state.tsx';
import { InfiniteListStates } from '../../components/infinite-list-states.tsx';
import { PageIntro } from '../../components/page-intro.tsx';
import { PageMeta } from '../../components/page-meta.tsx';
import { useBlogs } from '../../lib/api/get-blogs.ts';
import { addCommentToPost } from '../../lib/content-cache.ts';
import { useWords } from '../../lib/i18n/words.ts';
import { blogsFailure } from '../../lib/list-failures.ts';
import { useSocketEvent } from '../../lib/socket.ts';
import { useSession } from '../../lib/use-session.ts';
import { TalkCard } from './components/talk-card.tsx';
import { TalkComposer } from './components/talk-composer.tsx';
import { talksWords } from './words/index.ts';

/** /talks: short posts from any member, with comments that arrive live. */
export function TalksPage() {
  const m = useWords(talksWords);
  const session = useSession();
  const query = useBlogs('talk');
  const queryClient = useQueryClient();
  const talks = query.data?.pages.flatMap((page) => page.data) ?? [];

  useSocketEvent(SOCKET_EVENTS.newTalkComment, (blogId: string, comment: Comment) => {
    if (typeof blogId === 'string' && comment?._id) addCommentToPost(queryClient, blogId, comment);
  });

  return (
    <div>
      <PageMeta title={m.title} robots="noindex" />
      <PageIntro eyebrow={m.eyebrow} title={m.title} intro={m.intro} />
      <div className="flex max-w-3xl flex-col gap-6">
        {session ? <TalkComposer /> : null}
        <InfiniteListStates
          query={query}
          itemCount={talks.length}
          loading={
            <p role="status" className="text-ink-500 text-sm">
              {m.loadingTalks}
            </p>
          }
          failure={blogsFailure}
          empty={<EmptyState icon={MessagesSquare} text={m.empty} />}
        >
          <ul aria-label={m.title} className="flex flex-col gap-5">
            {talks.map((talk) => (
              <li key={talk._id}>
                <TalkCard talk={talk} />
              </li>
            ))}
          </ul>
        </InfiniteListStates>
      </div>
    </div>
  );
}
