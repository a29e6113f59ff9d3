import { PRODUCT_NAME } from '@ideaignite/contract';
import { Link } from '../../components/link.tsx';
import { Logo } from '../../components/logo.tsx';
import { useWords } from '../../lib/i18n/words.ts';
import { PATHS } from '../../lib/paths.ts';
import { legalLinks, publicNavLinks } from './public-nav-links.ts';
import { frameWords } from './words/index.ts';

const linkClass = 'rounded text-sm text-ink-300 transition-colors hover:text-white';

export function SiteFooter() {
  const m = useWords(frameWords);
  const year = new Date().getFullYear();
  return (
    <footer className="bg-brand-900 text-ink-200">
      <div className="mx-auto grid max-w-7xl grid-cols-2 gap-10 px-4 py-14 sm:px-6 md:grid-cols-[2fr_1fr_1fr] lg:px-8">
        <div className="col-span-2 max-w-sm md:col-span-1">
          <Link to={PATHS.home} aria-label={m.productHome(PRODUCT_NAME)} className="inline-block rounded-lg">
            <Logo tone="light" />
          </Link>
          <p className="mt-4 text-sm leading-relaxed text-ink-300">{m.footerPitch}</p>
        </div>
        <nav aria-label={m.companyNav}>
          <h2 className="text-sm font-semibold text-white">{m.companyNav}</h2>
          <ul className="mt-4 flex flex-col gap-3">
            {publicNavLinks(m).map((link) => (
              <li key={link.to}>
                <Link to={link.to} className={linkClass}>
                  {link.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <nav aria-label={m.legalNav}>
          <h2 className="text-sm font-semibold text-white">{m.legalNav}</h2>
          <ul className="mt-4 flex flex-col gap-3">
            {legalLinks(m).map((link) => (
              <li key={link.to}>
                <Link to={link.to} className={linkClass}>
                  {link.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      </div>
      <div className="border-t border-white/10">
        <div className="mx-auto flex max-w-7xl flex-col gap-2 px-4 py-6 text-sm text-ink-300 sm:flex-row sm:items-center sm:justify-between sm:px-6 lg:px-8">
          <p>{m.copyright(year, PRODUCT_NAME)}</p>
          <p>{m.madeInIndiaNote}</p>
        </div>
      </div>
    </footer>
  );
}
