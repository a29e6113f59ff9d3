import type { Blog } from '@ideaignite/contract';
import { ArrowRight, Newspaper } from 'lucide-react';
import { useId } from 'react';
import { Link } from '../../../components/link.tsx';
import { useWords } from '../../../lib/i18n/words.ts';
import { blogPath } from '../../../lib/paths.ts';
import { useHydrated } from '../../../lib/use-hydrated.ts';
import { useWatchInView } from '../../../lib/watch.ts';
import { blogsWords } from '../words/index.ts';
import { BlogActions } from './blog-actions.tsx';
import { BlogByline } from './blog-byline.tsx';

/**
 * A blog in the dashboard feed: enough to decide to read it, then on to its own page for the whole post.
 * It has the "⋯" menu the blogs page has: Edit and Delete for its author, Report for others.
 */
export function BlogFeedCard({ blog }: { blog: Blog }) {
  const m = useWords(blogsWords);
  const headingId = useId();
  // On a dashboard rendered on the server the cover comes once it is hydrated (see PosterVideo).
  const showCover = useHydrated();
  const watchRef = useWatchInView(blog.kind, blog._id);
  return (
    <article
      ref={watchRef}
      aria-labelledby={headingId}
      className="flex h-full flex-col overflow-hidden rounded-card bg-white shadow-card ring-1 ring-ink-100"
    >
      {blog.coverImageUrl ? (
        showCover ? (
          <img
            src={blog.coverImageUrl}
            alt=""
            loading="lazy"
            className="aspect-video w-full bg-ink-100 object-cover"
          />
        ) : (
          <div aria-hidden className="aspect-video w-full bg-ink-100" />
        )
      ) : (
        <div
          aria-hidden
          className="flex aspect-video w-full items-center justify-center bg-gradient-to-br from-brand-900 via-brand-700 to-saffron-500"
        >
          <Newspaper className="size-10 text-white/80" />
        </div>
      )}
      <div className="flex flex-1 flex-col gap-3 p-5">
        <div className="flex items-start gap-2">
          <div className="min-w-0 flex-1">
            <p className="font-semibold text-saffron-700 text-xs uppercase tracking-wide">{m.blogEyebrow}</p>
            <h3
              id={headingId}
              className="mt-1 line-clamp-2 break-words font-semibold text-ink-900 text-lg leading-snug"
            >
              {blog.title}
            </h3>
          </div>
          <BlogActions blog={blog} className="-mt-1.5 -mr-2" />
        </div>
        <BlogByline blog={blog} />
        {blog.summary ? (
          <p className="line-clamp-3 text-ink-600 text-sm leading-relaxed">{blog.summary}</p>
        ) : null}
        <Link
          to={blogPath(blog._id)}
          className="mt-auto inline-flex items-center gap-1 self-start rounded-lg pt-2 font-semibold text-brand-700 text-sm hover:text-brand-900"
        >
          {m.readOnBlogs}
          <span className="sr-only">: {blog.title}</span>
          <ArrowRight aria-hidden className="size-4" />
        </Link>
      </div>
    </article>
  );
}
