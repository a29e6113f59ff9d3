import { ROLE_LABELS, type Role } from '@ideaignite/contract';
import type { ReactNode } from 'react';
import { useCurrentUser } from '../../../lib/api/get-current-user.ts';

const TAGLINES: Record<Role, string> = {
  Hustler: 'Share what you are building, and see who is building alongside you.',
  Investor: 'Fresh pitches from founders across India, worth a closer look.',
  Cofounder: 'Ideas looking for a partner with your strengths.',
  Jobseeker: 'Your home base for finding the startup you want to build with.',
};

/** The page's <h1>: a greeting by name once the profile has loaded, with the role's actions beside it. */
export function DashboardGreeting({ role, actions }: { role: Role; actions?: ReactNode }) {
  const { data: user } = useCurrentUser();
  const name = user ? user.profiledetails.Username?.trim() || user.email.split('@')[0] : undefined;
  return (
    <div className="flex flex-col gap-6 md:flex-row md:items-end md:justify-between">
      <div className="min-w-0">
        <p className="flex flex-wrap items-center gap-2 font-semibold text-saffron-700 text-sm">
          Namaste!
          <span className="rounded-full bg-brand-50 px-2.5 py-0.5 font-semibold text-brand-800 text-xs">
            {ROLE_LABELS[role]} dashboard
          </span>
        </p>
        <h1 className="mt-2 break-words font-bold text-3xl sm:text-4xl">
          {name ? `Welcome back, ${name}` : 'Welcome back'}
        </h1>
        <p className="mt-2 max-w-2xl text-ink-600 leading-relaxed">{TAGLINES[role]}</p>
      </div>
      {actions ? <div className="flex shrink-0 flex-wrap gap-3">{actions}</div> : null}
    </div>
  );
}
