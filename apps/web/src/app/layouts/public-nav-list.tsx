import { NavLink } from 'react-router';
import { cn } from '../../lib/cn.ts';
import { useWords } from '../../lib/i18n/words.ts';
import { publicNavLinks } from './public-nav-links.ts';
import { frameWords } from './words/index.ts';

/**
 * The public site's main links as a list, styled by the place that shows them (the desktop
 * header, the mobile menu): `linkClass` is shared by every link, `current`/`other` tell the
 * open page's link from the rest.
 */
export function PublicNavList({
  className,
  linkClass,
  current,
  other,
  onNavigate,
}: {
  className: string;
  linkClass: string;
  current: string;
  other: string;
  onNavigate?: () => void;
}) {
  const m = useWords(frameWords);
  return (
    <ul className={className}>
      {publicNavLinks(m).map((link) => (
        <li key={link.to}>
          <NavLink
            to={link.to}
            onClick={onNavigate}
            className={({ isActive }) => cn(linkClass, isActive ? current : other)}
          >
            {link.label}
          </NavLink>
        </li>
      ))}
    </ul>
  );
}
