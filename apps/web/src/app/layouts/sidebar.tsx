import { PRODUCT_NAME, type Role } from '@ideaignite/contract';
import { lazy, type ReactNode, Suspense } from 'react';
import { Link } from '../../components/link.tsx';
import { Logo } from '../../components/logo.tsx';
import { useCurrentUser } from '../../lib/api/get-current-user.ts';
import { useWords } from '../../lib/i18n/words.ts';
import { dashboardPath } from '../../lib/paths.ts';
import { useSession } from '../../lib/use-session.ts';
import { useInstallOffer } from '../installed-app/install-offer.ts';
import { SearchButton } from './search-entry.tsx';
import { SidebarGroup, type SidebarHandlers, SidebarLink } from './sidebar-entries.tsx';
import { sidebarMenu } from './sidebar-menus.ts';
import { SidebarProfile } from './sidebar-profile.tsx';
import { frameWords } from './words/index.ts';

/** Fetched only when the browser offers to install the app (issue 29). */
const InstallOfferCard = lazy(() => import('../installed-app/install-offer-card.tsx'));

/**
 * The signed-in navigation: logo, the role's menu, the account. The same tree fills the fixed
 * desktop column and the phone drawer; `headerAction` is the drawer's close button.
 */
export function Sidebar({ handlers, headerAction }: { handlers: SidebarHandlers; headerAction?: ReactNode }) {
  const m = useWords(frameWords);
  const session = useSession();
  const role: Role | null = session?.role ?? null;
  const { data: user } = useCurrentUser();
  const items = sidebarMenu(role, user?.isAdmin === true);
  const installOffer = useInstallOffer();

  return (
    <div className="relative isolate flex h-full flex-col overflow-hidden bg-brand-900 text-white">
      <div
        aria-hidden
        className="-top-24 -left-24 -z-10 pointer-events-none absolute size-72 rounded-full bg-brand-600/30 blur-3xl"
      />
      <div className="flex h-16 shrink-0 items-center justify-between gap-3 px-5">
        <Link
          to={dashboardPath(session?.role)}
          onClick={handlers.onNavigate}
          aria-label={m.productHome(PRODUCT_NAME)}
          className="rounded-lg focus-visible:outline-saffron-400"
        >
          <Logo tone="light" />
        </Link>
        {headerAction}
      </div>
      {handlers.onSearch ? (
        <div className="px-3 pt-1">
          <SearchButton
            onSearch={handlers.onSearch}
            className="w-full bg-white/10 px-3 py-2.5 text-brand-100 text-sm hover:bg-white/15 focus-visible:outline-saffron-400"
          />
        </div>
      ) : null}
      <nav aria-label={m.mainNav} className="flex-1 overflow-y-auto px-3 py-4">
        <ul className="flex flex-col gap-1">
          {items.map((item) => (
            <li key={item.label}>
              {item.kind === 'group' ? (
                <SidebarGroup item={item} handlers={handlers} />
              ) : (
                <SidebarLink item={item} handlers={handlers} />
              )}
            </li>
          ))}
        </ul>
      </nav>
      {installOffer ? (
        <Suspense fallback={null}>
          <InstallOfferCard offer={installOffer} />
        </Suspense>
      ) : null}
      <SidebarProfile role={role} />
    </div>
  );
}
