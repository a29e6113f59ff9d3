import { useRef } from 'react';

/**
 * Handlers for a Radix `Dialog.Content` that is opened by state rather than by its own Trigger:
 * on close, focus goes back to whatever had it when the dialog opened (Radix alone would send it
 * to <body>, so a keyboard user starts again at the top of the page). When that element is gone
 * (the dialog deleted what held it), focus goes to `fallback()` when given.
 */
export function useReturnFocus(fallback?: () => HTMLElement | null | undefined) {
  const opener = useRef<HTMLElement | null>(null);
  return {
    onOpenAutoFocus: () => {
      const active = document.activeElement;
      opener.current = active instanceof HTMLElement && active !== document.body ? active : null;
    },
    onCloseAutoFocus: (event: Event) => {
      const target = opener.current;
      opener.current = null;
      if (!target?.isConnected) {
        // What opened it is gone (the dialog deleted it): focus the caller's choice, if any.
        const instead = fallback?.();
        if (!instead) return;
        event.preventDefault();
        instead.focus({ preventScroll: false });
        return;
      }
      if (typeof target.checkVisibility === 'function' && !target.checkVisibility()) return;
      event.preventDefault();
      target.focus({ preventScroll: false });
    },
  };
}
