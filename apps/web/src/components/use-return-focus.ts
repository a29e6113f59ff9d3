import { useRef } from 'react';

/**
 * Handlers for a Radix `Dialog.Content` that is opened by state rather than by its own Trigger:
 * on close, focus goes back to whatever had it when the dialog opened (Radix alone would send it
 * to <body>, so a keyboard user starts again at the top of the page).
 */
export function useReturnFocus() {
  const opener = useRef<HTMLElement | null>(null);
  return {
    onOpenAutoFocus: () => {
      const active = document.activeElement;
      opener.current = active instanceof HTMLElement && active !== document.body ? active : null;
    },
    onCloseAutoFocus: (event: Event) => {
      const target = opener.current;
      opener.current = null;
      if (!target?.isConnected) return;
      if (typeof target.checkVisibility === 'function' && !target.checkVisibility()) return;
      event.preventDefault();
      target.focus({ preventScroll: false });
    },
  };
}
