import { ROLE_LABELS, type Role } from '@ideaignite/contract';
import { LogOut, Settings } from 'lucide-react';
import { NavLink } from 'react-router';
import { LanguageSwitch } from '../../components/language-switch.tsx';
import { useSignOut } from '../../features/auth/use-sign-out.ts';
import { useCurrentUser } from '../../lib/api/get-current-user.ts';
import { useWords } from '../../lib/i18n/words.ts';
import { PATHS } from '../../lib/paths.ts';
import { appWords } from '../words/index.ts';
import { frameWords } from './words/index.ts';

/** A row of the account menu (Settings, the language, Sign out), and its icon. */
const ROW =
  'mt-1 flex w-full items-center gap-3 rounded-xl px-3 py-2.5 font-medium text-sm transition-colors hover:bg-white/10 hover:text-white focus-visible:outline-saffron-400';
const ROW_ICON = 'size-5 text-brand-300';

/** The account at the foot of the sidebar: picture (or the spec's 'No Pic'), name, role, Sign out. */
export function SidebarProfile({ role }: { role: Role | null }) {
  const m = useWords(appWords);
  const frame = useWords(frameWords);
  const { data: user, isPending } = useCurrentUser();
  const { signOut, signingOut } = useSignOut();
  const picture = user?.profiledetails.profilePic;
  const name = user?.profiledetails.Username?.trim() || user?.email.split('@')[0];

  return (
    <div className="border-white/10 border-t p-3">
      <div className="flex items-center gap-3 rounded-xl px-2 py-2">
        {picture ? (
          <img
            src={picture}
            alt={m.yourAvatar}
            loading="lazy"
            decoding="async"
            className="size-10 shrink-0 rounded-full bg-white/10 object-cover ring-2 ring-white/20"
          />
        ) : (
          // Two lines when the words need them (Hindi's "फ़ोटो नहीं" is as wide as the circle), with
          // room between them for the vowel signs above and below Devanagari letters.
          <span className="flex size-10 shrink-0 items-center justify-center rounded-full bg-white/10 px-0.5 text-center font-semibold text-[0.6875rem] text-brand-100 leading-tight ring-1 ring-white/20">
            {m.noPic}
          </span>
        )}
        <div className="min-w-0 flex-1">
          {isPending ? (
            <span aria-hidden className="block h-4 w-24 animate-pulse rounded bg-white/15" />
          ) : (
            <p className="truncate font-semibold text-sm text-white">{name ?? m.yourAccount}</p>
          )}
          {role ? <p className="truncate text-brand-200 text-xs">{ROLE_LABELS[role]}</p> : null}
        </div>
      </div>
      <NavLink
        to={PATHS.settings}
        className={({ isActive }) => `${ROW} ${isActive ? 'bg-white/10 text-white' : 'text-brand-100'}`}
      >
        <Settings aria-hidden className={ROW_ICON} />
        {m.settingsLink}
      </NavLink>
      <LanguageSwitch className={`${ROW} text-brand-100`} iconClassName={`${ROW_ICON} shrink-0`} />
      <button
        type="button"
        onClick={signOut}
        disabled={signingOut}
        className={`${ROW} text-brand-100 disabled:opacity-60`}
      >
        <LogOut aria-hidden className={ROW_ICON} />
        {frame.signOut}
      </button>
    </div>
  );
}
