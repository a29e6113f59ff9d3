import { Feather, PenLine } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../components/button.tsx';
import { EmptyState } from '../../components/empty-state.tsx';
import { InfiniteListStates } from '../../components/infinite-list-states.tsx';
import { PageIntro } from '../../components/page-intro.tsx';
import { PageMeta } from '../../components/page-meta.tsx';
import { useBlogs } from '../../lib/api/get-blogs.ts';
import { useWords } from '../../lib/i18n/words.ts';
import { blogsFailure } from '../../lib/list-failures.ts';
import { useSession } from '../../lib/use-session.ts';
import { BlogCard } from './components/blog-card.tsx';
import { BlogCreateDialog } from './components/blog-create-dialog.tsx';
import { BlogSkeletons } from './components/blog-skeletons.tsx';
import { blogsWords } from './words/index.ts';

/** /blogs: members' written insights, newest first; Hustlers publish here. */
export function BlogsPage() {
  const m = useWords(blogsWords);
  const session = useSession();
  const query = useBlogs('blog');
  const [createOpen, setCreateOpen] = useState(false);
  const isHustler = session?.role === 'Hustler';
  const blogs = query.data?.pages.flatMap((page) => page.data) ?? [];

  return (
    <div>
      <PageMeta title={m.title} robots="noindex" />
      <PageIntro eyebrow={m.eyebrow} title={m.title} intro={m.intro}>
        {isHustler ? (
          <Button onClick={() => setCreateOpen(true)} className="self-start lg:self-auto">
            <PenLine aria-hidden className="size-4" />
            {m.createBlogs}
          </Button>
        ) : null}
      </PageIntro>
      <div className="max-w-5xl">
        <InfiniteListStates
          query={query}
          itemCount={blogs.length}
          loading={<BlogSkeletons label={m.loadingBlogs} />}
          failure={blogsFailure}
          empty={<EmptyState icon={Feather} text={m.empty} />}
        >
          <ul className="flex flex-col gap-6">
            {blogs.map((blog) => (
              <li key={blog._id}>
                <BlogCard blog={blog} />
              </li>
            ))}
          </ul>
        </InfiniteListStates>
      </div>
      {isHustler ? <BlogCreateDialog open={createOpen} onOpenChange={setCreateOpen} /> : null}
    </div>
  );
}
