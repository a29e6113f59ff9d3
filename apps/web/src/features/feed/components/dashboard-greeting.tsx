import { ROLE_LABELS, type Role } from '@ideaignite/contract';
import type { ReactNode } from 'react';
import { useCurrentUser } from '../../../lib/api/get-current-user.ts';
import { useWords } from '../../../lib/i18n/words.ts';
import { feedWords } from '../words/index.ts';

/** The page's <h1>: a greeting by name once the profile has loaded, with the role's actions beside it. */
export function DashboardGreeting({ role, actions }: { role: Role; actions?: ReactNode }) {
  const m = useWords(feedWords);
  const { data: user } = useCurrentUser();
  const taglines: Record<Role, string> = {
    Hustler: m.taglineHustler,
    Investor: m.taglineInvestor,
    Cofounder: m.taglineCofounder,
    Jobseeker: m.taglineJobseeker,
  };
  const name = user ? user.profiledetails.Username?.trim() || user.email.split('@')[0] : undefined;
  return (
    <div className="flex flex-col gap-6 md:flex-row md:items-end md:justify-between">
      <div className="min-w-0">
        <p className="flex flex-wrap items-center gap-2 font-semibold text-saffron-700 text-sm">
          {m.namaste}
          <span className="rounded-full bg-brand-50 px-2.5 py-0.5 font-semibold text-brand-800 text-xs">
            {m.roleDashboard(ROLE_LABELS[role])}
          </span>
        </p>
        <h1 className="mt-2 break-words font-bold text-3xl sm:text-4xl">
          {name ? m.welcomeBackName(name) : m.welcomeBack}
        </h1>
        <p className="mt-2 max-w-2xl text-ink-600 leading-relaxed">{taglines[role]}</p>
      </div>
      {actions ? <div className="flex shrink-0 flex-wrap gap-3">{actions}</div> : null}
    </div>
  );
}
