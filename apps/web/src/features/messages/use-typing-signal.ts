import { SOCKET_EVENTS, TYPING_THROTTLE_MS } from '@ideaignite/contract';
import { useCallback, useEffect, useRef } from 'react';
import { getSocket } from '../../lib/socket.ts';

/** After this long without a keystroke I have stopped typing. */
export const TYPING_IDLE_MS = 3000;

/**
 * Tells the partner I am typing: `typing: true` at most once per TYPING_THROTTLE_MS while I type,
 * `typing: false` when I stop (idle, blur, send, leaving the chat). Off unless `enabled` (we share
 * read receipts and typing; the server would drop it anyway).
 */
export function useTypingSignal(partnerId: string, enabled: boolean) {
  const lastSent = useRef(0);
  const idle = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  const stop = useCallback(() => {
    clearTimeout(idle.current);
    idle.current = undefined;
    if (!lastSent.current) return;
    lastSent.current = 0;
    getSocket()?.emit(SOCKET_EVENTS.typing, { to: partnerId, typing: false });
  }, [partnerId]);

  const typed = useCallback(
    (text: string) => {
      if (!enabled) return;
      if (!text.trim()) {
        stop();
        return;
      }
      const now = Date.now();
      if (now - lastSent.current >= TYPING_THROTTLE_MS) {
        lastSent.current = now;
        getSocket()?.emit(SOCKET_EVENTS.typing, { to: partnerId, typing: true });
      }
      clearTimeout(idle.current);
      idle.current = setTimeout(stop, TYPING_IDLE_MS);
    },
    [enabled, partnerId, stop],
  );

  useEffect(() => stop, [stop]);
  return { typed, stop };
}
