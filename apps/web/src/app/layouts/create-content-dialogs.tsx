import { type ReactNode, useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { CreateContentContext, type CreateKind, type OnVideoUploaded } from '../../lib/create-content.ts';
import { lazyComponent, prefetchComponent } from '../../lib/lazy-component.ts';

export type { CreateKind };

// The forms, their validation (zod) and the dialog primitives are fetched when a Create button
// is hovered, focused or pressed, not with the dashboard.
const ContentDialogs = lazyComponent(
  () => import('./content-dialogs.tsx').then((module) => module.ContentDialogs),
  'ContentDialogs',
);

/** Fetches the popups' code ahead, on a sign of interest in a button that opens one. */
export function preloadCreateDialogs() {
  prefetchComponent(ContentDialogs);
}

/**
 * The two Hustler popups (spec section 2), opened from the sidebar and the dashboard alike.
 * They have no trigger of their own, so focus is handed back here to whatever opened them.
 */
export function CreateContentDialogs({
  open,
  onClose,
  onVideoUploaded,
}: {
  open: CreateKind | null;
  onClose: () => void;
  onVideoUploaded?: OnVideoUploaded;
}) {
  const opener = useRef<HTMLElement | null>(null);
  const [loaded, setLoaded] = useState(ContentDialogs.loaded);

  // A layout effect runs before the dialog moves focus inside itself: the opener still has it.
  useLayoutEffect(() => {
    if (open && document.activeElement instanceof HTMLElement) opener.current = document.activeElement;
  }, [open]);

  useEffect(() => {
    if (!open || loaded) return;
    ContentDialogs.preload().then(
      () => setLoaded(true),
      () => onClose(), // offline: nothing opens, and the button can be pressed again
    );
  }, [open, loaded, onClose]);

  const onOpenChange = (next: boolean) => {
    if (next) return;
    onClose();
    const target = opener.current;
    // After the dialog has unmounted and released its focus trap.
    setTimeout(() => {
      if (target?.isConnected) target.focus();
      else document.getElementById('main')?.focus();
    }, 0);
  };
  return loaded ? (
    <ContentDialogs open={open} onOpenChange={onOpenChange} onVideoUploaded={onVideoUploaded} />
  ) : null;
}

/**
 * Holds the popups for a Hustler's signed-in pages and lets anything inside open one
 * (lib/create-content.ts): the sidebar, the phone menu and the dashboard's quick actions share
 * one pair of popups. A Job seeker's apply dialog opens the video one for an introduction
 * (decision 039) and hears of the upload. Other roles have none: nothing is provided.
 */
export function CreateContentProvider({ enabled, children }: { enabled: boolean; children: ReactNode }) {
  const [creating, setCreating] = useState<CreateKind | null>(null);
  const uploaded = useRef<OnVideoUploaded>(undefined);
  const close = useCallback(() => setCreating(null), []);
  const value = useMemo(
    () => ({
      open: (kind: CreateKind, onVideoUploaded?: OnVideoUploaded) => {
        uploaded.current = onVideoUploaded;
        setCreating(kind);
      },
      prefetch: preloadCreateDialogs,
    }),
    [],
  );
  const onVideoUploaded = useCallback<OnVideoUploaded>(
    (video, message) => uploaded.current?.(video, message),
    [],
  );
  if (!enabled) return children;
  return (
    <CreateContentContext.Provider value={value}>
      {children}
      <CreateContentDialogs open={creating} onClose={close} onVideoUploaded={onVideoUploaded} />
    </CreateContentContext.Provider>
  );
}
