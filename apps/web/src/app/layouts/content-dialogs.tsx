import { BlogCreateDialog } from '../../features/blogs/components/blog-create-dialog.tsx';
import { VideoUploadDialog } from '../../features/videos/components/video-upload-dialog.tsx';
import type { CreateKind } from './create-content-dialogs.tsx';

/** The two popups themselves, with their forms and validation: fetched on first need. */
export function ContentDialogs({
  open,
  onOpenChange,
}: {
  open: CreateKind | null;
  onOpenChange: (open: boolean) => void;
}) {
  return (
    <>
      <VideoUploadDialog open={open === 'video'} onOpenChange={onOpenChange} />
      <BlogCreateDialog open={open === 'blog'} onOpenChange={onOpenChange} />
    </>
  );
}
