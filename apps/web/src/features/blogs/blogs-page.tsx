import type { Blog } from '@ideaignite/contract';
import { Feather, PenLine } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../components/button.tsx';
import { EmptyState } from '../../components/empty-state.tsx';
import { InfiniteListStates } from '../../components/infinite-list-states.tsx';
import { PageIntro } from '../../components/page-intro.tsx';
import { PageMeta } from '../../components/page-meta.tsx';
import { useBlogs } from '../../lib/api/get-blogs.ts';
import { blogsFailure } from '../../lib/list-failures.ts';
import { useSession } from '../../lib/use-session.ts';
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
      <div className="max-w-5xl">
        <InfiniteListStates
          query={query}
          itemCount={blogs.length}
          loading={<BlogSkeletons label="Loading blogs…" />}
          failure={blogsFailure}
          empty={<EmptyState icon={Feather} text={BLOGS_EMPTY} />}
        >
          <ul className="flex flex-col gap-6">
            {blogs.map((blog) => (
              <li key={blog._id}>
                <BlogCard blog={blog} onRead={setReading} />
              </li>
            ))}
          </ul>
        </InfiniteListStates>
      </div>
      <BlogReaderDialog blog={reading} onClose={() => setReading(null)} />
      {isHustler ? <BlogCreateDialog open={createOpen} onOpenChange={setCreateOpen} /> : null}
    </div>
  );
}
