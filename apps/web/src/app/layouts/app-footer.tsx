import { PRODUCT_NAME } from '@ideaignite/contract';
import { Link } from '../../components/link.tsx';
import { useWords } from '../../lib/i18n/words.ts';
import { appWords } from '../words/index.ts';
import { legalLinks } from './public-nav-links.ts';
import { frameWords } from './words/index.ts';

/** The quiet foot of every signed-in page: copyright and the legal pages. */
export function AppFooter() {
  const m = useWords(appWords);
  const frame = useWords(frameWords);
  return (
    <footer className="border-ink-100 border-t">
      <div className="flex flex-col gap-2 px-4 py-6 text-ink-500 text-sm sm:flex-row sm:justify-between sm:px-6 lg:px-10">
        <p>{m.madeInIndia(new Date().getFullYear(), PRODUCT_NAME)}</p>
        <nav aria-label={frame.legalNav} className="flex gap-5">
          {legalLinks(frame).map((link) => (
            <Link key={link.to} to={link.to} className="rounded hover:text-ink-800">
              {link.label}
            </Link>
          ))}
        </nav>
      </div>
    </footer>
  );
}
