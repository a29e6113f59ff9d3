import { PRODUCT_NAME } from '@ideaignite/contract';
import { Monitor, X } from 'lucide-react';
import { Dialog, VisuallyHidden } from 'radix-ui';
import type { RefObject } from 'react';
import { Link } from '../../components/link.tsx';
import { Logo } from '../../components/logo.tsx';
import { useWords } from '../../lib/i18n/words.ts';
import { PATHS } from '../../lib/paths.ts';
import { appWords } from '../words/index.ts';
import { AccountActions } from './account-actions.tsx';
import { legalLinks } from './public-nav-links.ts';
import { PublicNavList } from './public-nav-list.tsx';
import { frameWords } from './words/index.ts';

/**
 * The full-screen menu of small screens, fetched when its toggle (MobileMenu) is first pressed or
 * hovered. Radix gives focus trapping and Escape; closing returns focus to the toggle.
 */
export function MobileMenuDialog({
  open,
  onOpenChange,
  contentId,
  toggle,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  contentId: string;
  toggle: RefObject<HTMLButtonElement | null>;
}) {
  const m = useWords(appWords);
  const frame = useWords(frameWords);
  const close = () => onOpenChange(false);
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Content
          id={contentId}
          aria-describedby={undefined}
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            toggle.current?.focus();
          }}
          className="fixed inset-0 z-50 flex flex-col overflow-y-auto bg-white md:hidden"
        >
          <VisuallyHidden.Root>
            <Dialog.Title>{m.productMenu(PRODUCT_NAME)}</Dialog.Title>
          </VisuallyHidden.Root>
          <div className="flex h-16 shrink-0 items-center justify-between border-b border-ink-100 px-4 sm:px-6">
            <Link
              to={PATHS.home}
              onClick={close}
              aria-label={frame.productHome(PRODUCT_NAME)}
              className="rounded-lg"
            >
              <Logo />
            </Link>
            <Dialog.Close
              className="inline-flex size-11 items-center justify-center rounded-xl text-ink-800 hover:bg-ink-100"
              aria-label={m.closeMenu}
            >
              <X aria-hidden className="size-6" />
            </Dialog.Close>
          </div>
          <nav aria-label={m.mobileNav} className="flex flex-1 flex-col gap-8 px-4 py-6 sm:px-6">
            <PublicNavList
              className="flex flex-col gap-1"
              linkClass="block rounded-xl px-3 py-3 text-lg font-semibold hover:bg-ink-50"
              current="text-brand-700"
              other="text-ink-900"
              onNavigate={close}
            />
            <AccountActions layout="stacked" onAction={close} />
            <p className="flex items-start gap-3 rounded-xl bg-brand-50 px-4 py-3 text-sm text-brand-900">
              <Monitor aria-hidden className="mt-0.5 size-5 shrink-0 text-brand-600" />
              <span>{m.desktopHint(PRODUCT_NAME)}</span>
            </p>
            <ul className="mt-auto flex flex-wrap gap-x-5 gap-y-2 text-sm text-ink-500">
              {legalLinks(frame).map((link) => (
                <li key={link.to}>
                  <Link to={link.to} onClick={close} className="hover:text-ink-800">
                    {link.label}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
