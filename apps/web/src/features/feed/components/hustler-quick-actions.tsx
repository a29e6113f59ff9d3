import { PenLine, Video } from 'lucide-react';
import { useCallback, useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
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
  // A link can open a popup: /dashboard/Hustler?create=video (the completeness card's "Add a pitch
  // video"). The parameter goes once it has opened, so a reload does not open it again.
  const [params, setParams] = useSearchParams();
  const asked = params.get('create');
  useEffect(() => {
    if (asked !== 'video' && asked !== 'blog') return;
    setCreating(asked);
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete('create');
        return next;
      },
      { replace: true },
    );
  }, [asked, setParams]);
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
