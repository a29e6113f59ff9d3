import { BlogCreateDialog } from '../../features/blogs/components/blog-create-dialog.tsx';
import { VideoUploadDialog } from '../../features/videos/components/video-upload-dialog.tsx';
import type { OnVideoUploaded } from '../../lib/create-content.ts';
import type { CreateKind } from './create-content-dialogs.tsx';

/** The two popups themselves, with their forms and validation: fetched on first need. */
export function ContentDialogs({
  open,
  onOpenChange,
  onVideoUploaded,
}: {
  open: CreateKind | null;
  onOpenChange: (open: boolean) => void;
  onVideoUploaded?: OnVideoUploaded;
}) {
  return (
    <>
      <VideoUploadDialog open={open === 'video'} onOpenChange={onOpenChange} onUploaded={onVideoUploaded} />
      <BlogCreateDialog open={open === 'blog'} onOpenChange={onOpenChange} />
    </>
  );
}
