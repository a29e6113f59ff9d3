import { PRODUCT_NAME } from '@ideaignite/contract';
import { X } from 'lucide-react';
import { Dialog, VisuallyHidden } from 'radix-ui';
import type { RefObject } from 'react';
import { useWords } from '../../lib/i18n/words.ts';
import { appWords } from '../words/index.ts';
import { Sidebar } from './sidebar.tsx';
import type { SidebarHandlers } from './sidebar-entries.tsx';

const iconButton =
  'inline-flex size-11 items-center justify-center rounded-xl transition-colors focus-visible:outline-saffron-500';

/**
 * The signed-in app's sidebar as a drawer on phones and tablets, fetched when the top bar's menu
 * button (AppMobileBar) is first pressed, hovered or focused. Radix gives focus trapping and
 * Escape; closing returns focus to the menu button.
 */
export function AppMobileDrawer({
  open,
  onOpenChange,
  contentId,
  menuButton,
  handlers,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  contentId: string;
  menuButton: RefObject<HTMLButtonElement | null>;
  handlers: SidebarHandlers;
}) {
  const m = useWords(appWords);
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-ink-950/50 backdrop-blur-[2px] lg:hidden" />
        <Dialog.Content
          id={contentId}
          aria-describedby={undefined}
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            menuButton.current?.focus();
          }}
          className="fixed inset-y-0 left-0 z-50 w-[min(20rem,calc(100vw-3rem))] shadow-2xl focus:outline-none lg:hidden"
        >
          <VisuallyHidden.Root>
            <Dialog.Title>{m.productMenu(PRODUCT_NAME)}</Dialog.Title>
          </VisuallyHidden.Root>
          <Sidebar
            handlers={handlers}
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
  );
}
