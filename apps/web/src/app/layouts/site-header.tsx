import { PRODUCT_NAME } from '@ideaignite/contract';
import { LanguageSwitch } from '../../components/language-switch.tsx';
import { Link } from '../../components/link.tsx';
import { Logo } from '../../components/logo.tsx';
import { useWords } from '../../lib/i18n/words.ts';
import { PATHS } from '../../lib/paths.ts';
import { AccountActions } from './account-actions.tsx';
import { MobileMenu } from './mobile-menu.tsx';
import { PublicNavList } from './public-nav-list.tsx';
import { frameWords } from './words/index.ts';

export function SiteHeader() {
  const m = useWords(frameWords);
  return (
    <header className="sticky top-0 z-40 border-b border-ink-100 bg-white">
      <div className="mx-auto flex h-16 max-w-7xl items-center justify-between gap-6 px-4 sm:px-6 lg:px-8">
        <Link to={PATHS.home} aria-label={m.productHome(PRODUCT_NAME)} className="rounded-lg">
          <Logo />
        </Link>
        <nav aria-label={m.mainNav} className="hidden md:block">
          <PublicNavList
            className="flex items-center gap-1"
            linkClass="rounded-lg px-3 py-2 text-sm font-medium transition-colors hover:bg-ink-50 hover:text-ink-900"
            current="text-brand-700"
            other="text-ink-600"
          />
        </nav>
        <div className="flex items-center gap-3">
          <LanguageSwitch
            className="h-9 gap-1.5 rounded-lg px-2.5 font-semibold text-ink-700 ring-1 ring-ink-200 transition-colors hover:bg-ink-50 hover:text-ink-900"
            iconClassName="size-4 shrink-0"
          />
          <div className="hidden md:block">
            <AccountActions />
          </div>
          <MobileMenu />
        </div>
      </div>
    </header>
  );
}
