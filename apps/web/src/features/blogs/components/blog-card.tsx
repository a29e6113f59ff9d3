import type { Blog } from '@ideaignite/contract';
import { BookOpen } from 'lucide-react';
import { useId } from 'react';
import { ButtonLink } from '../../../components/button.tsx';
import { LikeButton } from '../../../components/like-button.tsx';
import { ShareButton } from '../../../components/share-button.tsx';
import { useWords } from '../../../lib/i18n/words.ts';
import { blogPath } from '../../../lib/paths.ts';
import { useSession } from '../../../lib/use-session.ts';
import { useWatchInView } from '../../../lib/watch.ts';
import { blogsWords } from '../words/index.ts';
import { BlogActions } from './blog-actions.tsx';
import { BlogByline } from './blog-byline.tsx';
import { BlogCover } from './blog-cover.tsx';

/** The first words of a post, cut at a word boundary. */
export function previewOf(text: string, length = 220): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  if (flat.length <= length) return flat;
  return `${flat.slice(0, length).replace(/\s+\S*$/, '')}…`;
}

/**
 * One blog in the list: cover, title, author, summary, the opening of its content and its likes;
 * "Read full post" opens it at its own address, which its author may share.
 */
export function BlogCard({ blog }: { blog: Blog }) {
  const m = useWords(blogsWords);
  const headingId = useId();
  const session = useSession();
  const own = Boolean(session && blog.uploadedBy?._id === session.userId);
  const watchRef = useWatchInView('blog', blog._id);
  return (
    <article
      ref={watchRef}
      aria-labelledby={headingId}
      className="grid overflow-hidden rounded-card bg-white shadow-card ring-1 ring-ink-100 md:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]"
    >
      <BlogCover
        url={blog.coverImageUrl}
        title={blog.title}
        className="aspect-[16/9] w-full md:aspect-auto md:h-full md:min-h-56"
      />
      <div className="flex flex-col gap-3 p-5 sm:p-6">
        <div className="flex items-start gap-2">
          <h2
            id={headingId}
            className="min-w-0 flex-1 font-bold text-ink-900 text-xl leading-snug break-words sm:text-2xl"
          >
            {blog.title}
          </h2>
          <BlogActions blog={blog} className="-mt-0.5 -mr-2" />
        </div>
        <BlogByline blog={blog} />
        {blog.summary ? (
          <p className="font-medium text-ink-800 leading-relaxed break-words">{blog.summary}</p>
        ) : null}
        {blog.content ? (
          <p className="text-ink-600 text-sm leading-relaxed break-words">{previewOf(blog.content)}</p>
        ) : null}
        <div className="mt-auto flex flex-wrap items-start gap-2 pt-2">
          <ButtonLink variant="secondary" size="sm" to={blogPath(blog._id)} aria-describedby={headingId}>
            <BookOpen aria-hidden className="size-4" />
            {m.readFullPost}
          </ButtonLink>
          <LikeButton kind="blog" post={blog} />
          {own ? <ShareButton kind="blog" id={blog._id} title={blog.title} /> : null}
        </div>
      </div>
    </article>
  );
}
