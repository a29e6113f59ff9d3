import { useSyncExternalStore } from 'react';

/*
 * A short status the app shows and reads out after something happened that left nothing else on
 * screen to say so (a deleted video is simply gone). One at a time; the newest replaces the last.
 */

let current: { id: number; text: string } | null = null;
let counter = 0;
const listeners = new Set<() => void>();

/** Shows `text` (a contract catalogue text or the web's own words) in the status bar. */
export function announce(text: string) {
  counter += 1;
  current = { id: counter, text };
  for (const listener of listeners) listener();
}

export function dismissAnnouncement(id: number) {
  if (current?.id !== id) return;
  current = null;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useAnnouncement() {
  return useSyncExternalStore(
    subscribe,
    () => current,
    () => null,
  );
}
