import { PRODUCT_NAME } from '@ideaignite/contract';
import { Link, NavLink } from 'react-router';
import { Logo } from '../../components/logo.tsx';
import { cn } from '../../lib/cn.ts';
import { AccountActions } from './account-actions.tsx';
import { MobileMenu } from './mobile-menu.tsx';
import { PUBLIC_NAV_LINKS } from './public-nav-links.ts';

export function SiteHeader() {
  return (
    <header className="sticky top-0 z-40 border-b border-ink-100 bg-white">
      <div className="mx-auto flex h-16 max-w-7xl items-center justify-between gap-6 px-4 sm:px-6 lg:px-8">
        <Link to="/" aria-label={`${PRODUCT_NAME} home`} className="rounded-lg">
          <Logo />
        </Link>
        <nav aria-label="Main" className="hidden md:block">
          <ul className="flex items-center gap-1">
            {PUBLIC_NAV_LINKS.map((link) => (
              <li key={link.to}>
                <NavLink
                  to={link.to}
                  className={({ isActive }) =>
                    cn(
                      'rounded-lg px-3 py-2 text-sm font-medium transition-colors hover:bg-ink-50 hover:text-ink-900',
                      isActive ? 'text-brand-700' : 'text-ink-600',
                    )
                  }
                >
                  {link.label}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <div className="hidden md:block">
          <AccountActions />
        </div>
        <MobileMenu />
      </div>
    </header>
  );
}
