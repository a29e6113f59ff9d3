import { type Blog, type Comment, SOCKET_EVENTS } from '@ideaignite/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useParams } from 'react-router';
import { PostPage } from '../../components/post-page.tsx';
import { usePost } from '../../lib/api/get-post.ts';
import { authorName } from '../../lib/author-name.ts';
import { addCommentToPost } from '../../lib/content-cache.ts';
import { useWords } from '../../lib/i18n/words.ts';
import { useSocketEvent } from '../../lib/socket.ts';
import { useWatchPost } from '../../lib/watch.ts';
import { TalkCard } from './components/talk-card.tsx';
import { talksWords } from './words/index.ts';

/** /talks/:talkId (issue 26): one talk with its likes and comments, new ones arriving live. */
export function TalkPage() {
  const { talkId = '' } = useParams();
  const m = useWords(talksWords);
  const query = usePost('talk', talkId);
  const queryClient = useQueryClient();
  // Its live comments, likes and edits while the page is open (issue 32).
  useWatchPost('talk', talkId);
  useSocketEvent(SOCKET_EVENTS.newTalkComment, (blogId: unknown, comment: Comment) => {
    if (blogId === talkId && comment?._id) addCommentToPost(queryClient, talkId, comment);
  });
  // Keyed by the post: from one post's page to another's, focus moves to the new heading.
  return (
    <PostPage<Blog>
      key={talkId}
      kind="talk"
      query={query}
      title={(talk) => m.talkBy(authorName(talk.uploadedBy))}
    >
      {(talk) => <TalkCard talk={talk} page />}
    </PostPage>
  );
}
