import { PenLine, Video } from 'lucide-react';
import { useCallback, useState } from 'react';
import {
  CreateContentDialogs,
  type CreateKind,
  preloadCreateDialogs,
} from '../../../app/layouts/create-content-dialogs.tsx';
import { Button } from '../../../components/button.tsx';

/** The Hustler's two popups, one click from the dashboard as well as from the sidebar. */
export function HustlerQuickActions() {
  const [creating, setCreating] = useState<CreateKind | null>(null);
  const close = useCallback(() => setCreating(null), []);
  const intent = { onPointerEnter: preloadCreateDialogs, onFocus: preloadCreateDialogs };
  return (
    <>
      <Button onClick={() => setCreating('video')} {...intent}>
        <Video aria-hidden className="size-4" />
        Create Videos
      </Button>
      <Button variant="secondary" onClick={() => setCreating('blog')} {...intent}>
        <PenLine aria-hidden className="size-4" />
        Create Blogs
      </Button>
      <CreateContentDialogs open={creating} onClose={close} />
    </>
  );
}
