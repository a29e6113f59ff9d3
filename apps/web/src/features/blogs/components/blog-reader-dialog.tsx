import type { Blog } from '@ideaignite/contract';
import { Modal } from '../../../components/modal.tsx';
import { removalFocusTarget } from '../../../lib/focus-after-removal.ts';
import { BlogActions } from './blog-actions.tsx';
import { BlogByline } from './blog-byline.tsx';
import { BlogComments } from './blog-comments.tsx';
import { BlogCover } from './blog-cover.tsx';

/**
 * A blog's full text and its comments. Members' words are shown as text (never as HTML), line
 * breaks kept. The "⋯" menu is here too (Edit and Delete for its author, Report for others); once
 * the post is deleted the reader closes.
 */
export function BlogReaderDialog({ blog, onClose }: { blog: Blog | null; onClose: () => void }) {
  return (
    <Modal
      open={blog !== null}
      onOpenChange={(open) => !open && onClose()}
      title={blog?.title ?? ''}
      size="lg"
      focusWhenOpenerGone={removalFocusTarget}
    >
      {blog ? (
        <div className="flex flex-col gap-8">
          <article className="flex flex-col gap-6">
            <div className="flex items-center gap-2">
              <div className="min-w-0 flex-1">
                <BlogByline blog={blog} />
              </div>
              <BlogActions blog={blog} className="-mr-2" />
            </div>
            {blog.coverImageUrl ? (
              <BlogCover
                url={blog.coverImageUrl}
                title={blog.title}
                className="aspect-[2/1] w-full rounded-xl"
              />
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
          </article>
          <BlogComments blogId={blog._id} blogTitle={blog.title} />
        </div>
      ) : null}
    </Modal>
  );
}
