import type { Blog } from '@ideaignite/contract';
import { AuthorLine } from '../../../components/author-line.tsx';
import { EditedMark } from '../../../components/edited-mark.tsx';
import { RelativeTime } from '../../../components/relative-time.tsx';

/**
 * Who wrote a blog and when, with "edited" once it has been: the line the blogs page's card, the
 * dashboard feed's card and the reader all show under (or beside) the title.
 */
export function BlogByline({ blog }: { blog: Pick<Blog, 'uploadedBy' | 'createdAt' | 'editedAt'> }) {
  return (
    <AuthorLine author={blog.uploadedBy}>
      <RelativeTime iso={blog.createdAt} />
      <EditedMark iso={blog.editedAt} />
    </AuthorLine>
  );
}
