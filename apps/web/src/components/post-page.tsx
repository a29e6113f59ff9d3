import type { PostKind } from '@ideaignite/contract';
import type { UseQueryResult } from '@tanstack/react-query';
import { ArrowLeft } from 'lucide-react';
import { type ReactNode, useEffect, useRef } from 'react';
import { ApiError } from '../lib/api-client.ts';
import { errorMessage } from '../lib/error-message.ts';
import { useContractText } from '../lib/i18n/contract.ts';
import { type Catalogue, useWords } from '../lib/i18n/words.ts';
import { PATHS } from '../lib/paths.ts';
import { Link } from './link.tsx';
import { LoadFailed } from './load-failed.tsx';
import { PageMeta } from './page-meta.tsx';
import type { en } from './words/en.ts';
import { componentsWords } from './words/index.ts';

/** Each kind's list, the way back to it, and what its page says once the post is gone. */
const listOf = (kind: PostKind, m: Catalogue<typeof en>) =>
  ({
    video: { to: PATHS.videos, back: m.backToVideos, gone: m.videoGone },
    blog: { to: PATHS.blogs, back: m.backToBlogs, gone: m.blogGone },
    talk: { to: PATHS.talks, back: m.backToTalks, gone: m.talkGone },
  })[kind];

const isNotFound = (error: unknown) => error instanceof ApiError && error.status === 404;

/**
 * The frame of a post's own page (issue 26): the way back to its list, then the post, or while it
 * loads a status, or a clear "not found / no longer available" (also once it is deleted while
 * open). On arrival focus goes to the page's heading (the post's h1, or Not found), so a screen
 * reader starts where the page does.
 */
export function PostPage<Post>({
  kind,
  query,
  title,
  children,
}: {
  kind: PostKind;
  /** The post, or null once it was deleted here or live. */
  query: UseQueryResult<Post | null>;
  /** The page's title once the post is here. */
  title: (post: Post) => string;
  children: (post: Post) => ReactNode;
}) {
  const m = useWords(componentsWords);
  const t = useContractText();
  const frame = useRef<HTMLDivElement>(null);
  const list = listOf(kind, m);
  const gone = query.data === null || (query.isError && isNotFound(query.error));
  const shown = query.data ? 'post' : gone ? 'gone' : 'waiting';

  useEffect(() => {
    if (shown !== 'waiting') frame.current?.querySelector<HTMLElement>('h1')?.focus();
  }, [shown]);

  return (
    <div ref={frame} className="mx-auto max-w-3xl">
      {gone ? null : (
        <Link
          to={list.to}
          className="mb-4 inline-flex min-h-11 items-center gap-1.5 rounded-lg font-semibold text-brand-700 text-sm hover:underline focus-visible:outline-2 focus-visible:outline-saffron-500"
        >
          <ArrowLeft aria-hidden className="size-4" />
          {list.back}
        </Link>
      )}
      {query.data ? (
        <>
          <PageMeta title={title(query.data)} robots="noindex" />
          {children(query.data)}
        </>
      ) : gone ? (
        <section className="rounded-card bg-white p-8 text-center shadow-card ring-1 ring-ink-100">
          <PageMeta title={m.notFoundHeading} robots="noindex" />
          <h1 tabIndex={-1} className="font-bold text-2xl text-ink-900 focus:outline-none">
            {m.notFoundHeading}
          </h1>
          <p className="mt-2 text-ink-700">{list.gone}</p>
          <Link
            to={list.to}
            className="mt-4 inline-flex min-h-11 items-center font-semibold text-brand-700 underline"
          >
            {list.back}
          </Link>
        </section>
      ) : query.isError ? (
        <LoadFailed onRetry={() => void query.refetch()} error={query.error}>
          <p role="alert" className="text-danger-700">
            {t(errorMessage(query.error, m.postLoadFailed))}
          </p>
        </LoadFailed>
      ) : (
        <p
          role="status"
          className="rounded-card bg-white p-8 text-center text-ink-600 shadow-card ring-1 ring-ink-100"
        >
          {m.loadingPost}
        </p>
      )}
    </div>
  );
}
