import type { Blog } from '@ideaignite/contract';
import { AuthorLine } from '../../../components/author-line.tsx';
import { RelativeTime } from '../../../components/relative-time.tsx';
import { authorName } from '../../../lib/author-name.ts';
import { useMessages } from '../../../lib/i18n/messages.ts';
import { talksMessages } from '../messages/index.ts';
import { TalkComments } from './talk-comments.tsx';

/** One talk: who said it, when, the words (as text, line breaks kept) and its comments. */
export function TalkCard({ talk }: { talk: Blog }) {
  const m = useMessages(talksMessages);
  return (
    <article
      aria-label={m.talkBy(authorName(talk.uploadedBy))}
      className="flex flex-col gap-4 rounded-card bg-white p-5 shadow-card ring-1 ring-ink-100 sm:p-6"
    >
      <AuthorLine author={talk.uploadedBy}>
        <RelativeTime iso={talk.createdAt} />
      </AuthorLine>
      <p className="whitespace-pre-line break-words text-ink-800 text-lg leading-relaxed">{talk.title}</p>
      <TalkComments talk={talk} />
    </article>
  );
}
