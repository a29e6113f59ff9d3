import { useSyncExternalStore } from 'react';

/** Chromium's `beforeinstallprompt`: the browser's install dialog, held for when the person asks. */
export interface InstallPrompt extends Event {
  prompt(): Promise<unknown>;
}

const EVENT = 'beforeinstallprompt';
let offer: InstallPrompt | null = null;

// Listened for from the first view (the browser offers once per page, often early) and held
// instead of the browser's own banner: the sidebar offers it (install-offer-card.tsx). Kept this
// small because every signed-in first view carries it.
globalThis.addEventListener?.(EVENT, (event) => {
  event.preventDefault();
  offer = event as InstallPrompt;
});

const subscribe = (listener: () => void) => {
  addEventListener(EVENT, listener);
  return () => removeEventListener(EVENT, listener);
};

/** The browser's install offer while it stands, else null (and always null on the server). */
export const useInstallOffer = () =>
  useSyncExternalStore(
    subscribe,
    () => offer,
    () => null,
  );

/** The offer was used: the browser makes another only on a later page load. */
export const endInstallOffer = () => {
  offer = null;
};
