import type { Blog } from '@ideaignite/contract';
import { AuthorLine } from '../../../components/author-line.tsx';
import { Modal } from '../../../components/modal.tsx';
import { RelativeTime } from '../../../components/relative-time.tsx';
import { BlogCover } from './blog-cover.tsx';

/** A blog's full text. Members' words are shown as text (never as HTML), line breaks kept. */
export function BlogReaderDialog({ blog, onClose }: { blog: Blog | null; onClose: () => void }) {
  return (
    <Modal
      open={blog !== null}
      onOpenChange={(open) => !open && onClose()}
      title={blog?.title ?? ''}
      size="lg"
    >
      {blog ? (
        <article className="flex flex-col gap-6">
          <AuthorLine author={blog.uploadedBy}>
            <RelativeTime iso={blog.createdAt} />
          </AuthorLine>
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
      ) : null}
    </Modal>
  );
}
