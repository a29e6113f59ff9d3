import { ROLE_LABELS, type Role } from '@ideaignite/contract';
import type { ReactNode } from 'react';
import { useCurrentUser } from '../../../lib/api/get-current-user.ts';
import { useWords } from '../../../lib/i18n/words.ts';
import { feedWords } from '../words/index.ts';

/** The greeting's id: what takes focus when a card on the dashboard goes away. */
export const DASHBOARD_HEADING_ID = 'dashboard-heading';

/** How long a member is greeted as new: "Welcome" rather than "Welcome back" (issue 26). */
export const NEW_MEMBER_MS = 24 * 60 * 60 * 1000;

/**
 * Whether an account made at `createdAt` is new: joined within the last day. Read from the current
 * user, which the server renders the dashboard with too, so both draw the same words (only a visit
 * in the very second the day runs out could differ).
 */
export function isNewMember(createdAt: string, now = Date.now()): boolean {
  const joined = Date.parse(createdAt);
  return Number.isFinite(joined) && now - joined < NEW_MEMBER_MS;
}

/**
 * The page's <h1>: a greeting by name once the profile has loaded ("Welcome" for a new member,
 * "Welcome back" after), with the role's actions beside it. It takes focus when the "Get started"
 * card is hidden (the card's button is gone).
 */
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
  const greeting = user && isNewMember(user.createdAt) ? (name ? m.welcomeName(name) : m.welcome) : undefined;
  return (
    <div className="flex flex-col gap-6 md:flex-row md:items-end md:justify-between">
      <div className="min-w-0">
        <p className="flex flex-wrap items-center gap-2 font-semibold text-saffron-700 text-sm">
          {m.namaste}
          <span className="rounded-full bg-brand-50 px-2.5 py-0.5 font-semibold text-brand-800 text-xs">
            {m.roleDashboard(ROLE_LABELS[role])}
          </span>
        </p>
        <h1
          id={DASHBOARD_HEADING_ID}
          tabIndex={-1}
          className="mt-2 break-words font-bold text-3xl focus:outline-none sm:text-4xl"
        >
          {greeting ?? (name ? m.welcomeBackName(name) : m.welcomeBack)}
        </h1>
        <p className="mt-2 max-w-2xl text-ink-600 leading-relaxed">{taglines[role]}</p>
      </div>
      {actions ? <div className="flex shrink-0 flex-wrap gap-3">{actions}</div> : null}
    </div>
  );
}
