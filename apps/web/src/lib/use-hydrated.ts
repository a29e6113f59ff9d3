import { useSyncExternalStore } from 'react';

const noSubscription = () => () => undefined;

/**
 * False while a page is rendered ahead (on the server, or the landing page at build) and while
 * the browser hydrates that render; true in any render the browser makes itself. React asks for
 * the server snapshot only in those two cases, and re-renders the component once hydrated. For
 * what a rendered page leaves to the browser: what depends on the reader (their time zone), and
 * images below the largest paint, which then do not compete with it.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}
