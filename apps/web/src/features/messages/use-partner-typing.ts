import { type ChatMessage, SOCKET_EVENTS, TYPING_TTL_MS, type TypingEvent } from '@ideaignite/contract';
import { useEffect, useRef, useState } from 'react';
import { useSocketEvent } from '../../lib/socket.ts';

/**
 * Whether the open chat's partner is typing: on with their `typing: true`, off with `typing: false`,
 * a message from them, or TYPING_TTL_MS after the last signal (a lost `false`).
 */
export function usePartnerTyping(partnerId: string): boolean {
  const [typing, setTyping] = useState(false);
  const expiry = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  const set = (next: boolean) => {
    clearTimeout(expiry.current);
    setTyping(next);
    if (next) expiry.current = setTimeout(() => setTyping(false), TYPING_TTL_MS);
  };

  useSocketEvent(SOCKET_EVENTS.typing, (event: TypingEvent) => {
    if (event.from === partnerId) set(event.typing);
  });
  useSocketEvent(SOCKET_EVENTS.receiveMessage, (message: ChatMessage) => {
    if (message.senderId === partnerId) set(false);
  });
  useEffect(() => () => clearTimeout(expiry.current), []);
  return typing;
}
