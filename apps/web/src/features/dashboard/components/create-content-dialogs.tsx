import { useLayoutEffect, useRef } from 'react';
import { BlogCreateDialog } from '../../blogs/components/blog-create-dialog.tsx';
import { VideoUploadDialog } from '../../videos/components/video-upload-dialog.tsx';

export type CreateKind = 'video' | 'blog';

/**
 * The two Hustler popups (spec section 2), opened from the sidebar and the dashboard alike.
 * They have no trigger of their own, so focus is handed back here to whatever opened them.
 */
export function CreateContentDialogs({ open, onClose }: { open: CreateKind | null; onClose: () => void }) {
  const opener = useRef<HTMLElement | null>(null);

  // A layout effect runs before the dialog moves focus inside itself: the opener still has it.
  useLayoutEffect(() => {
    if (open && document.activeElement instanceof HTMLElement) opener.current = document.activeElement;
  }, [open]);

  const onOpenChange = (next: boolean) => {
    if (next) return;
    onClose();
    const target = opener.current;
    // After the dialog has unmounted and released its focus trap.
    setTimeout(() => {
      if (target?.isConnected) target.focus();
      else document.getElementById('main')?.focus();
    }, 0);
  };
  return (
    <>
      <VideoUploadDialog open={open === 'video'} onOpenChange={onOpenChange} />
      <BlogCreateDialog open={open === 'blog'} onOpenChange={onOpenChange} />
    </>
  );
}
