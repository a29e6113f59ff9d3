import type { Blog } from '@ideaignite/contract';
import { useParams } from 'react-router';
import { PostPage } from '../../components/post-page.tsx';
import { usePost } from '../../lib/api/get-post.ts';
import { authorName } from '../../lib/author-name.ts';
import { useWords } from '../../lib/i18n/words.ts';
import { TalkCard } from './components/talk-card.tsx';
import { talksWords } from './words/index.ts';

/** /talks/:talkId (issue 26): one talk with its likes and comments. */
export function TalkPage() {
  const { talkId = '' } = useParams();
  const m = useWords(talksWords);
  const query = usePost('talk', talkId);
  return (
    <PostPage<Blog> kind="talk" query={query} title={(talk) => m.talkBy(authorName(talk.uploadedBy))}>
      {(talk) => <TalkCard talk={talk} page />}
    </PostPage>
  );
}
