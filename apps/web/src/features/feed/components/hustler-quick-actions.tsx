import { PenLine, Video } from 'lucide-react';
import { useEffect } from 'react';
import { useSearchParams } from 'react-router';
import { Button } from '../../../components/button.tsx';
import { useCreateContent } from '../../../lib/create-content.ts';
import { useWords } from '../../../lib/i18n/words.ts';
import { feedWords } from '../words/index.ts';

/** The Hustler's two popups, one click from the dashboard as well as from the sidebar (the frame holds them). */
export function HustlerQuickActions() {
  const m = useWords(feedWords);
  const create = useCreateContent();
  // A link can open a popup: /dashboard/Hustler?create=video (the completeness card's "Add a pitch
  // video"). The parameter goes once it has opened, so a reload does not open it again.
  const [params, setParams] = useSearchParams();
  const asked = params.get('create');
  useEffect(() => {
    if ((asked !== 'video' && asked !== 'blog') || !create) return;
    create.open(asked);
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete('create');
        return next;
      },
      { replace: true },
    );
  }, [asked, setParams, create]);
  if (!create) return null;
  const intent = { onPointerEnter: create.prefetch, onFocus: create.prefetch };
  return (
    <>
      <Button onClick={() => create.open('video')} {...intent}>
        <Video aria-hidden className="size-4" />
        {m.createVideos}
      </Button>
      <Button variant="secondary" onClick={() => create.open('blog')} {...intent}>
        <PenLine aria-hidden className="size-4" />
        {m.createBlogs}
      </Button>
    </>
  );
}
