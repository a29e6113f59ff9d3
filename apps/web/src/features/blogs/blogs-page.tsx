import { type Blog, MESSAGES } from '@ideaignite/contract';
import { Feather, PenLine } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { Alert } from '../../components/alert.tsx';
import { Button } from '../../components/button.tsx';
import { EmptyState } from '../../components/empty-state.tsx';
import { LoadMoreButton } from '../../components/load-more-button.tsx';
import { PageMeta } from '../../components/page-meta.tsx';
import { useSession } from '../../lib/use-session.ts';
import { PageIntro } from '../discovery/components/page-intro.tsx';
import { useBlogs } from './api/get-blogs.ts';
import { blogsFailure } from './blogs-failure.ts';
import { BlogCard } from './components/blog-card.tsx';
import { BlogCreateDialog } from './components/blog-create-dialog.tsx';
import { BlogReaderDialog } from './components/blog-reader-dialog.tsx';
import { BlogSkeletons } from './components/blog-skeletons.tsx';

export const BLOGS_EMPTY = 'No blogs yet — be the first to share an insight.';

/** /blogs: members' written insights, newest first; Hustlers publish here. */
export function BlogsPage() {
  const session = useSession();
  const query = useBlogs('blog');
  const [createOpen, setCreateOpen] = useState(false);
  const [reading, setReading] = useState<Blog | null>(null);
  const isHustler = session?.role === 'Hustler';
  const blogs = query.data?.pages.flatMap((page) => page.data) ?? [];

  let body: ReactNode;
  if (!session) body = <Alert tone="error">{MESSAGES.auth.noToken}</Alert>;
  else if (query.isPending) body = <BlogSkeletons label="Loading blogs…" />;
  else if (query.isError && blogs.length === 0) {
    body = (
      <div className="flex flex-col items-start gap-3">
        <Alert tone="error">{blogsFailure(query.error)}</Alert>
        <Button variant="secondary" size="sm" onClick={() => query.refetch()}>
          Try again
        </Button>
      </div>
    );
  } else if (blogs.length === 0) body = <EmptyState icon={Feather} text={BLOGS_EMPTY} />;
  else {
    body = (
      <>
        <ul className="flex flex-col gap-6">
          {blogs.map((blog) => (
            <li key={blog._id}>
              <BlogCard blog={blog} onRead={setReading} />
            </li>
          ))}
        </ul>
        {query.isFetchNextPageError ? (
          <Alert tone="error" className="mt-6">
            {blogsFailure(query.error)}
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
      <PageMeta title="Blogs" robots="noindex" />
      <PageIntro
        eyebrow="Contents"
        title="Blogs"
        intro="Lessons from the trenches: founders writing about what worked, what did not, and what comes next."
      >
        {isHustler ? (
          <Button onClick={() => setCreateOpen(true)} className="self-start lg:self-auto">
            <PenLine aria-hidden className="size-4" />
            Create Blogs
          </Button>
        ) : null}
      </PageIntro>
      <div className="max-w-5xl">{body}</div>
      <BlogReaderDialog blog={reading} onClose={() => setReading(null)} />
      {isHustler ? <BlogCreateDialog open={createOpen} onOpenChange={setCreateOpen} /> : null}
    </div>
  );
}
