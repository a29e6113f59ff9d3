import { type RefObject, useCallback, useLayoutEffect, useRef, useState } from 'react';

const NEAR_BOTTOM_PX = 96;

/**
 * Keeps a chat scrolled to its newest message: on open, on my own messages, and on theirs unless
 * the reader has scrolled up to read older ones (then `hasUnseen` offers a jump). Loading earlier
 * messages keeps the reader's place.
 */
export function useScrollToNewest(
  ref: RefObject<HTMLElement | null>,
  { newestKey, count, newestIsMine }: { newestKey: string; count: number; newestIsMine: boolean },
) {
  const nearBottom = useRef(true);
  const last = useRef({ newestKey: '', count: 0, scrollHeight: 0 });
  const [hasUnseen, setHasUnseen] = useState(false);

  const scrollToNewest = useCallback(() => {
    const element = ref.current;
    if (!element) return;
    element.scrollTop = element.scrollHeight;
    nearBottom.current = true;
    setHasUnseen(false);
  }, [ref]);

  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    const before = last.current;
    if (newestKey !== before.newestKey) {
      if (!before.newestKey || nearBottom.current || newestIsMine) scrollToNewest();
      else setHasUnseen(true);
    } else if (count > before.count) {
      // Earlier messages were added above: keep the same message under the reader's eyes.
      element.scrollTop += element.scrollHeight - before.scrollHeight;
    }
    last.current = { newestKey, count, scrollHeight: element.scrollHeight };
  }, [ref, newestKey, count, newestIsMine, scrollToNewest]);

  const onScroll = useCallback(() => {
    const element = ref.current;
    if (!element) return;
    nearBottom.current = element.scrollHeight - element.scrollTop - element.clientHeight < NEAR_BOTTOM_PX;
    if (nearBottom.current) setHasUnseen(false);
  }, [ref]);

  return { onScroll, hasUnseen, scrollToNewest };
}
