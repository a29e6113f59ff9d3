import type { Blog } from '@ideaignite/contract';
import { useState } from 'react';
import type { ConfirmDeleteDialogProps } from '../../../components/confirm-dialog.tsx';
import { ItemActionsMenu } from '../../../components/item-actions-menu.tsx';
import { ReportMenu } from '../../../components/report-menu.tsx';
import { announce } from '../../../lib/announce.ts';
import { useDeletePost } from '../../../lib/api/change-content.ts';
import { useWords } from '../../../lib/i18n/words.ts';
import { lazyComponent, prefetchComponent, showWhenLoaded } from '../../../lib/lazy-component.ts';
import { useSession } from '../../../lib/use-session.ts';
import { blogsWords } from '../words/index.ts';
import type { BlogEditDialogProps } from './blog-edit-dialog.tsx';

// The author's dialogs come on demand, fetched ahead on interest in the "⋯" button (issue 31).
const BlogEditDialog = lazyComponent<BlogEditDialogProps>(
  () => import('./blog-edit-dialog.tsx').then((module) => module.BlogEditDialog),
  'BlogEditDialog',
);
const ConfirmDeleteDialog = lazyComponent<ConfirmDeleteDialogProps>(
  () => import('../../../components/confirm-dialog.tsx').then((module) => module.ConfirmDeleteDialog),
  'ConfirmDeleteDialog',
);

/**
 * A blog's "⋯" menu wherever the blog is shown (the blogs page, the reader, the dashboard feed):
 * for its author Edit (the edit dialog) and Delete (asked first); for another signed-in member
 * Report; nothing for a visitor. The dialogs are portalled, so this sits wherever the menu belongs.
 */
export function BlogActions({ blog, className }: { blog: Blog; className?: string }) {
  const session = useSession();
  if (!session) return null;
  if (blog.uploadedBy?._id !== session.userId) {
    return (
      <ReportMenu
        itemName={blog.title}
        target="blog"
        targetId={blog._id}
        subject={blog.title}
        className={className}
      />
    );
  }
  return <OwnBlogActions blog={blog} className={className} />;
}

function OwnBlogActions({ blog, className }: { blog: Blog; className?: string }) {
  const m = useWords(blogsWords);
  const [editing, setEditing] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const remove = useDeletePost();
  return (
    <>
      <ItemActionsMenu
        itemName={blog.title}
        onEdit={() => showWhenLoaded(BlogEditDialog, () => setEditing(true))}
        onDelete={() => showWhenLoaded(ConfirmDeleteDialog, () => setDeleting(true))}
        onInterest={() => {
          prefetchComponent(BlogEditDialog);
          prefetchComponent(ConfirmDeleteDialog);
        }}
        className={className}
      />
      <BlogEditDialog blog={blog} open={editing} onOpenChange={setEditing} />
      <ConfirmDeleteDialog
        open={deleting}
        onOpenChange={setDeleting}
        title={m.deleteBlogTitle}
        description={m.deleteBlogBody(blog.title)}
        onConfirm={async () => {
          const answer = await remove.mutateAsync({ id: blog._id, kind: 'blog' });
          setDeleting(false);
          announce(answer.message);
        }}
      />
    </>
  );
}
