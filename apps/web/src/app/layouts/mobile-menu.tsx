import { Menu } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import { useWords } from '../../lib/i18n/words.ts';
import { lazyComponent, prefetchComponent, showWhenLoaded } from '../../lib/lazy-component.ts';
import { frameWords } from './words/index.ts';

// Radix Dialog and the menu itself come on demand: the landing page does not download them.
const MobileMenuDialog = lazyComponent(
  () => import('./mobile-menu-dialog.tsx').then((module) => module.MobileMenuDialog),
  'MobileMenuDialog',
);
const prefetch = () => prefetchComponent(MobileMenuDialog);

/** Small screens: a toggle that opens a full-screen menu (MobileMenuDialog). */
export function MobileMenu() {
  const m = useWords(frameWords);
  const [open, setOpen] = useState(false);
  const toggle = useRef<HTMLButtonElement>(null);
  const contentId = useId();
  const { pathname } = useLocation();

  // Any navigation (a link in the menu, the browser's back button) closes the menu.
  // biome-ignore lint/correctness/useExhaustiveDependencies: pathname is the trigger, not an input
  useEffect(() => setOpen(false), [pathname]);

  return (
    <>
      <button
        ref={toggle}
        type="button"
        onClick={() => showWhenLoaded(MobileMenuDialog, () => setOpen(true))}
        onPointerEnter={prefetch}
        onFocus={prefetch}
        aria-label={m.openMenu}
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-controls={open ? contentId : undefined}
        className="inline-flex size-11 items-center justify-center rounded-xl text-ink-800 hover:bg-ink-100 md:hidden"
      >
        <Menu aria-hidden className="size-6" />
      </button>
      <MobileMenuDialog open={open} onOpenChange={setOpen} contentId={contentId} toggle={toggle} />
    </>
  );
}
