import { PRODUCT_NAME } from '@ideaignite/contract';
import { Menu, X } from 'lucide-react';
import { Dialog, VisuallyHidden } from 'radix-ui';
import { useEffect, useRef, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { Logo } from '../../components/logo.tsx';
import { useMessages } from '../../lib/i18n/messages.ts';
import { useSession } from '../../lib/use-session.ts';
import { appMessages } from '../messages/index.ts';
import { dashboardPath } from '../paths.ts';
import { frameMessages } from './messages/index.ts';
import { Sidebar } from './sidebar.tsx';
import type { SidebarHandlers } from './sidebar-entries.tsx';

const iconButton =
  'inline-flex size-11 items-center justify-center rounded-xl transition-colors focus-visible:outline-saffron-500';

/**
 * Phones and tablets: a top bar whose menu button opens the sidebar as a drawer. Radix gives focus
 * trapping and Escape; any navigation closes it.
 */
export function AppMobileBar({ handlers }: { handlers: SidebarHandlers }) {
  const m = useMessages(appMessages);
  const frame = useMessages(frameMessages);
  const [open, setOpen] = useState(false);
  const menuButton = useRef<HTMLButtonElement>(null);
  const { pathname } = useLocation();
  const session = useSession();
  const hasUnread = handlers.unread.messages + handlers.unread.notifications > 0;

  // biome-ignore lint/correctness/useExhaustiveDependencies: pathname is the trigger, not an input
  useEffect(() => setOpen(false), [pathname]);

  const drawerHandlers: SidebarHandlers = {
    ...handlers,
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
        <Dialog.Root open={open} onOpenChange={setOpen}>
          <Dialog.Trigger
            ref={menuButton}
            aria-label={frame.openMenu}
            className={`${iconButton} relative text-ink-800 hover:bg-ink-100`}
          >
            <Menu aria-hidden className="size-6" />
            {hasUnread ? (
              <span
                aria-hidden
                className="absolute top-2 right-2 size-2.5 rounded-full bg-saffron-500 ring-2 ring-white"
              />
            ) : null}
          </Dialog.Trigger>
          <Dialog.Portal>
            <Dialog.Overlay className="fixed inset-0 z-50 bg-ink-950/50 backdrop-blur-[2px] lg:hidden" />
            <Dialog.Content
              aria-describedby={undefined}
              className="fixed inset-y-0 left-0 z-50 w-[min(20rem,calc(100vw-3rem))] shadow-2xl focus:outline-none lg:hidden"
            >
              <VisuallyHidden.Root>
                <Dialog.Title>{m.productMenu(PRODUCT_NAME)}</Dialog.Title>
              </VisuallyHidden.Root>
              <Sidebar
                handlers={drawerHandlers}
                headerAction={
                  <Dialog.Close
                    aria-label={m.closeMenu}
                    className={`${iconButton} text-brand-100 hover:bg-white/10`}
                  >
                    <X aria-hidden className="size-6" />
                  </Dialog.Close>
                }
              />
            </Dialog.Content>
          </Dialog.Portal>
        </Dialog.Root>
        <Link
          to={dashboardPath(session?.role)}
          aria-label={frame.productHome(PRODUCT_NAME)}
          className="rounded-lg"
        >
          <Logo />
        </Link>
      </div>
    </header>
  );
}
