import type { PostKind } from '@ideaignite/contract';
import { Share2 } from 'lucide-react';
import { announce } from '../lib/announce.ts';
import { useWords } from '../lib/i18n/words.ts';
import { postPath } from '../lib/paths.ts';
import { Button } from './button.tsx';
import { componentsWords } from './words/index.ts';

/** Whether the person closed the share sheet themselves: nothing went wrong. */
const isCancel = (error: unknown) => error instanceof DOMException && error.name === 'AbortError';

/**
 * Share a post's address (issue 26): the device's share sheet where there is one, else the
 * absolute link copied to the clipboard, said in the status bar ("Link copied").
 */
export function ShareButton({ kind, id, title }: { kind: PostKind; id: string; title: string }) {
  const m = useWords(componentsWords);

  async function share() {
    const url = new URL(postPath(kind, id), window.location.origin).href;
    if (typeof navigator.share === 'function') {
      try {
        await navigator.share({ title, url });
        return;
      } catch (error) {
        if (isCancel(error)) return;
      }
    }
    try {
      await navigator.clipboard.writeText(url);
      announce(m.linkCopied);
    } catch {
      announce(m.linkNotCopied);
    }
  }

  return (
    <Button variant="secondary" size="sm" onClick={() => void share()}>
      <Share2 aria-hidden className="size-4" />
      {m.share}
    </Button>
  );
}
