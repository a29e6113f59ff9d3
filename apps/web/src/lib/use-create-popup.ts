import { POPUP_CLOSE_DELAY_MS } from '@ideaignite/contract';
import { useEffect, useRef, useState } from 'react';

interface CreatePopupOptions {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** While true (a request is running), a new opening keeps the current status. */
  busy: boolean;
  /** Clears the previous attempt's message; called during render when the popup opens again. */
  onReopen: () => void;
}

/**
 * The life of a create popup: each opening starts without the previous attempt's message (a draft
 * stays), and after a success it closes itself POPUP_CLOSE_DELAY_MS later unless closed sooner.
 */
export function useCreatePopup({ open, onOpenChange, busy, onReopen }: CreatePopupOptions) {
  const closeTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(closeTimer.current), []);

  const [wasOpen, setWasOpen] = useState(open);
  if (open !== wasOpen) {
    setWasOpen(open);
    if (open && !busy) onReopen();
  }

  return {
    changeOpen(next: boolean) {
      if (!next) clearTimeout(closeTimer.current);
      onOpenChange(next);
    },
    closeSoon() {
      closeTimer.current = setTimeout(() => onOpenChange(false), POPUP_CLOSE_DELAY_MS);
    },
  };
}
