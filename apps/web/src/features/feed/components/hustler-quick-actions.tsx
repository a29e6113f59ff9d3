import { PenLine, Video } from 'lucide-react';
import { useCallback, useState } from 'react';
import {
  CreateContentDialogs,
  type CreateKind,
  preloadCreateDialogs,
} from '../../../app/layouts/create-content-dialogs.tsx';
import { Button } from '../../../components/button.tsx';
import { useMessages } from '../../../lib/i18n/messages.ts';
import { feedMessages } from '../messages/index.ts';

/** The Hustler's two popups, one click from the dashboard as well as from the sidebar. */
export function HustlerQuickActions() {
  const m = useMessages(feedMessages);
  const [creating, setCreating] = useState<CreateKind | null>(null);
  const close = useCallback(() => setCreating(null), []);
  const intent = { onPointerEnter: preloadCreateDialogs, onFocus: preloadCreateDialogs };
  return (
    <>
      <Button onClick={() => setCreating('video')} {...intent}>
        <Video aria-hidden className="size-4" />
        {m.createVideos}
      </Button>
      <Button variant="secondary" onClick={() => setCreating('blog')} {...intent}>
        <PenLine aria-hidden className="size-4" />
        {m.createBlogs}
      </Button>
      <CreateContentDialogs open={creating} onClose={close} />
    </>
  );
}
