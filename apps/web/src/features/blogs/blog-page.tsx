import type { Blog } from '@ideaignite/contract';
import { useParams } from 'react-router';
import { LikeButton } from '../../components/like-button.tsx';
import { PostPage } from '../../components/post-page.tsx';
import { ShareButton } from '../../components/share-button.tsx';
import { usePost } from '../../lib/api/get-post.ts';
import { useSession } from '../../lib/use-session.ts';
import { useWatchPost } from '../../lib/watch.ts';
import { BlogActions } from './components/blog-actions.tsx';
import { BlogByline } from './components/blog-byline.tsx';
import { BlogComments } from './components/blog-comments.tsx';
import { BlogCover } from './components/blog-cover.tsx';

/** /blogs/:blogId (issue 26): one blog, whole, with its likes and comments. */
export function BlogPage() {
  const { blogId = '' } = useParams();
  const query = usePost('blog', blogId);
  // Its live comments, likes and edits (issue 32).
  useWatchPost('blog', blogId);
  // Keyed by the post: from one post's page to another's, focus moves to the new heading.
  return (
    <PostPage<Blog> key={blogId} kind="blog" query={query} title={(blog) => blog.title}>
      {(blog) => <BlogArticle blog={blog} />}
    </PostPage>
  );
}

/**
 * A blog's full text and its comments. Members' words are shown as text (never as HTML), line
 * breaks kept. The "⋯" menu is here too (Edit and Delete for its author, Report for others); its
 * author may share its address.
 */
function BlogArticle({ blog }: { blog: Blog }) {
  const session = useSession();
  const own = Boolean(session && blog.uploadedBy?._id === session.userId);
  return (
    <div className="flex flex-col gap-8 rounded-card bg-white p-5 shadow-card ring-1 ring-ink-100 sm:p-8">
      <article className="flex flex-col gap-6">
        <div className="flex items-start gap-2">
          <h1
            tabIndex={-1}
            className="min-w-0 flex-1 break-words font-bold text-2xl text-ink-900 leading-snug focus:outline-none sm:text-3xl"
          >
            {blog.title}
          </h1>
          <BlogActions blog={blog} className="-mr-2" />
        </div>
        <BlogByline blog={blog} />
        {blog.coverImageUrl ? (
          <BlogCover url={blog.coverImageUrl} title={blog.title} className="aspect-[2/1] w-full rounded-xl" />
        ) : null}
        {blog.summary ? (
          <p className="whitespace-pre-line border-saffron-400 border-l-4 pl-4 font-medium text-ink-800 text-lg leading-relaxed">
            {blog.summary}
          </p>
        ) : null}
        {blog.content ? (
          <div className="whitespace-pre-line break-words text-base text-ink-700 leading-relaxed sm:text-lg sm:leading-relaxed">
            {blog.content}
          </div>
        ) : null}
        <div className="flex flex-wrap items-start gap-2">
          <LikeButton kind="blog" post={blog} />
          {own ? <ShareButton kind="blog" id={blog._id} title={blog.title} /> : null}
        </div>
      </article>
      <BlogComments blogId={blog._id} blogTitle={blog.title} />
    </div>
  );
}
