import { PRODUCT_NAME } from '@ideaignite/contract';
import { Menu } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import { Link } from '../../components/link.tsx';
import { Logo } from '../../components/logo.tsx';
import { useWords } from '../../lib/i18n/words.ts';
import { lazyComponent, prefetchComponent, showWhenLoaded } from '../../lib/lazy-component.ts';
import { dashboardPath } from '../../lib/paths.ts';
import { useSession } from '../../lib/use-session.ts';
import { SearchButton } from './search-entry.tsx';
import type { SidebarHandlers } from './sidebar-entries.tsx';
import { frameWords } from './words/index.ts';

const iconButton =
  'inline-flex size-11 items-center justify-center rounded-xl transition-colors focus-visible:outline-saffron-500';

// The drawer (Radix Dialog and a second sidebar) comes on demand: a phone's first view of a
// signed-in page evaluates none of it (issue 31).
const AppMobileDrawer = lazyComponent(
  () => import('./app-mobile-drawer.tsx').then((module) => module.AppMobileDrawer),
  'AppMobileDrawer',
);
const prefetch = () => prefetchComponent(AppMobileDrawer);

/** Phones and tablets: a top bar whose menu button opens the sidebar as a drawer (AppMobileDrawer); any navigation closes it. */
export function AppMobileBar({ handlers }: { handlers: SidebarHandlers }) {
  const frame = useWords(frameWords);
  const [open, setOpen] = useState(false);
  const menuButton = useRef<HTMLButtonElement>(null);
  const drawerId = useId();
  const { pathname } = useLocation();
  const session = useSession();
  const hasUnread = handlers.unread.messages + handlers.unread.notifications > 0;

  // biome-ignore lint/correctness/useExhaustiveDependencies: pathname is the trigger, not an input
  useEffect(() => setOpen(false), [pathname]);

  const drawerHandlers: SidebarHandlers = {
    ...handlers,
    onSearch: undefined,
    onNavigate: () => setOpen(false),
    onCreate: (kind) => {
      setOpen(false);
      // Once the drawer is gone, the menu button opens the popup: closing it returns focus there.
      setTimeout(() => {
        menuButton.current?.focus();
        handlers.onCreate(kind);
      }, 0);
    },
  };

  return (
    <header className="sticky top-0 z-40 border-ink-100 border-b bg-white lg:hidden">
      <div className="flex h-16 items-center gap-2 px-2 sm:px-4">
        <button
          ref={menuButton}
          type="button"
          onClick={() => showWhenLoaded(AppMobileDrawer, () => setOpen(true))}
          onPointerEnter={prefetch}
          onFocus={prefetch}
          aria-label={frame.openMenu}
          aria-haspopup="dialog"
          aria-expanded={open}
          aria-controls={open ? drawerId : undefined}
          className={`${iconButton} relative text-ink-800 hover:bg-ink-100`}
        >
          <Menu aria-hidden className="size-6" />
          {hasUnread ? (
            <span
              aria-hidden
              className="absolute top-2 right-2 size-2.5 rounded-full bg-saffron-500 ring-2 ring-white"
            />
          ) : null}
        </button>
        <AppMobileDrawer
          open={open}
          onOpenChange={setOpen}
          contentId={drawerId}
          menuButton={menuButton}
          handlers={drawerHandlers}
        />
        <Link
          to={dashboardPath(session?.role)}
          aria-label={frame.productHome(PRODUCT_NAME)}
          className="rounded-lg"
        >
          <Logo />
        </Link>
        {handlers.onSearch ? (
          <div className="ml-auto">
            <SearchButton
              onSearch={handlers.onSearch}
              className={`${iconButton} text-ink-800 hover:bg-ink-100`}
            />
          </div>
        ) : null}
      </div>
    </header>
  );
}
