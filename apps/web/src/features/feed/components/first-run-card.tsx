import {
  type CompletenessItem,
  type CompletenessResponse,
  checklistDismissedKey,
  PRODUCT_NAME,
  type Role,
} from '@ideaignite/contract';
import { CheckCircle2, ChevronRight, Circle, Rocket, X } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import { Link } from '../../../components/link.tsx';
import { useWords } from '../../../lib/i18n/words.ts';
import { dashboardPath, PATHS } from '../../../lib/paths.ts';
import { feedWords } from '../words/index.ts';
import { DASHBOARD_HEADING_ID } from './dashboard-greeting.tsx';

type Completeness = Pick<CompletenessResponse, 'score' | 'missing'>;

/**
 * The completeness items the role's second step fills in: when none is missing, the step is done.
 * A job seeker's search leaves no mark in the profile: that step stays to do until the card is hidden.
 */
const SECOND_STEP_ITEMS: Record<Role, readonly CompletenessItem[] | null> = {
  Hustler: ['pitchVideo'],
  Investor: ['ticket', 'sector'],
  Cofounder: ['commitment', 'sector'],
  Jobseeker: null,
};

/** Where each role's second step is taken (the Hustler's opens the dashboard's Create Videos popup). */
const SECOND_STEP_LINKS: Record<Role, string> = {
  Hustler: `${dashboardPath('Hustler')}?create=video`,
  Investor: `${PATHS.updateProfile}#ticketMin`,
  Cofounder: `${PATHS.updateProfile}#commitment`,
  Jobseeker: PATHS.jobs,
};

export interface FirstRunStep {
  key: 'profile' | 'second';
  to: string;
  done: boolean;
}

/**
 * The first-run path's two steps: complete the profile (done when the completeness has nothing
 * missing but the second step's items), then the role's first real step.
 */
export function firstRunSteps(role: Role, completeness: Completeness): [FirstRunStep, FirstRunStep] {
  const second = SECOND_STEP_ITEMS[role];
  const isSecond = (item: CompletenessItem) => Boolean(second?.includes(item));
  const profileDone = completeness.score >= 100 || completeness.missing.every(isSecond);
  const secondDone = second !== null && !completeness.missing.some(isSecond);
  return [
    { key: 'profile', to: PATHS.updateProfile, done: profileDone },
    { key: 'second', to: SECOND_STEP_LINKS[role], done: secondDone },
  ];
}

/**
 * How long the path is offered after joining: a first-run card for newcomers, not a fixture of
 * every returning member's dashboard (drawn once mounted, it would push their page down on every
 * visit: Lighthouse saw a layout shift of 0.26 on the job seeker's dashboard).
 */
export const FIRST_RUN_DAYS = 14;
const FIRST_RUN_MS = FIRST_RUN_DAYS * 24 * 60 * 60 * 1000;

/** Whether an account made at `joinedAt` is still in its first-run days. */
export function inFirstRun(joinedAt: string, now = Date.now()): boolean {
  const joined = Date.parse(joinedAt);
  return Number.isFinite(joined) && now - joined < FIRST_RUN_MS;
}

function readDismissed(userId: string): boolean {
  try {
    return localStorage.getItem(checklistDismissedKey(userId)) === 'true';
  } catch {
    return false; // storage blocked: the card shows, and hiding it lasts this visit
  }
}

function rememberDismissed(userId: string): void {
  try {
    localStorage.setItem(checklistDismissedKey(userId), 'true');
  } catch {
    // storage blocked: hidden for this visit only
  }
}

/**
 * The dashboard's "Get started" card (issue 26): two steps for the role, each a link to where it is
 * done, in a member's first FIRST_RUN_DAYS, until both are done or the user hides it (remembered on this device, per user, under the key
 * the profiles' first-run checklist used: whoever hid that does not get this). Whether it
 * was hidden is read from storage once mounted: the server's page and the hydrating one draw no
 * card, so they match, and one who hid it never sees it flash. Hidden, focus goes to the greeting.
 */
export function FirstRunCard({
  role,
  userId,
  joinedAt,
  completeness,
}: {
  role: Role;
  userId: string;
  /** When the account was made: the card is offered in its first FIRST_RUN_DAYS only. */
  joinedAt: string | undefined;
  completeness: Completeness | undefined;
}) {
  const m = useWords(feedWords);
  const headingId = useId();
  // null until mounted: nothing is drawn before storage has been read.
  const [dismissed, setDismissed] = useState<boolean | null>(null);
  useEffect(() => setDismissed(userId ? readDismissed(userId) : true), [userId]);
  if (dismissed !== false || !completeness || !joinedAt || !inFirstRun(joinedAt)) return null;
  const steps = firstRunSteps(role, completeness);
  if (steps.every((step) => step.done)) return null;

  const titles: Record<Role, [string, string]> = {
    Hustler: [m.stepHustler, m.stepHustlerHint],
    Investor: [m.stepInvestor, m.stepInvestorHint],
    Cofounder: [m.stepCofounder, m.stepCofounderHint],
    Jobseeker: [m.stepJobseeker, m.stepJobseekerHint],
  };
  const words = { profile: [m.stepProfile, m.stepProfileHint], second: titles[role] };

  const dismiss = () => {
    rememberDismissed(userId);
    setDismissed(true);
    document.getElementById(DASHBOARD_HEADING_ID)?.focus();
  };

  return (
    <section
      aria-labelledby={headingId}
      className="relative rounded-card bg-white p-6 shadow-card ring-1 ring-ink-100"
    >
      <div className="flex items-start gap-3 pr-8">
        <span className="flex size-10 shrink-0 items-center justify-center rounded-xl bg-saffron-100 text-saffron-700">
          <Rocket aria-hidden className="size-5" />
        </span>
        <div className="min-w-0">
          <h2 id={headingId} className="font-semibold text-ink-900 text-lg">
            {m.firstRunHeading}
          </h2>
          <p className="mt-0.5 text-ink-600 text-sm leading-relaxed">{m.firstRunIntro(PRODUCT_NAME)}</p>
        </div>
      </div>
      <button
        type="button"
        onClick={dismiss}
        aria-label={m.firstRunDismiss}
        title={m.firstRunDismiss}
        className="absolute top-3 right-3 inline-flex size-9 items-center justify-center rounded-lg text-ink-500 transition-colors hover:bg-ink-100 hover:text-ink-800 focus-visible:outline-2 focus-visible:outline-saffron-500 focus-visible:outline-offset-2"
      >
        <X aria-hidden className="size-5" />
      </button>
      <ol aria-label={m.firstRunSteps} className="mt-5 divide-y divide-ink-100 border-ink-100 border-y">
        {steps.map((step) => {
          const [title, hint] = words[step.key];
          const hintId = `${headingId}-${step.key}`;
          if (step.done) {
            return (
              <li key={step.key} className="flex min-h-11 items-center gap-3 py-2.5 text-ink-500 text-sm">
                <CheckCircle2 aria-hidden className="size-5 shrink-0 text-leaf-600" />
                <span className="min-w-0 flex-1 font-medium line-through">
                  {title}
                  <span className="sr-only">{` (${m.stepDone})`}</span>
                </span>
              </li>
            );
          }
          // The hint describes the link rather than sitting in it: the link's name is the step.
          return (
            <li key={step.key} className="py-1.5">
              <Link
                to={step.to}
                aria-describedby={hintId}
                className="group -mx-2 flex min-h-11 items-center gap-3 rounded-lg px-2 py-1 font-medium text-ink-800 text-sm transition-colors hover:bg-saffron-50 hover:text-saffron-800 focus-visible:outline-2 focus-visible:outline-saffron-500 focus-visible:outline-offset-0"
              >
                <Circle aria-hidden className="size-5 shrink-0 text-saffron-600" />
                <span className="min-w-0 flex-1">{title}</span>
                <ChevronRight
                  aria-hidden
                  className="size-4 shrink-0 text-ink-400 transition-transform group-hover:translate-x-0.5"
                />
              </Link>
              <p id={hintId} className="-mt-1 pb-1.5 pl-8 text-ink-600 text-xs leading-relaxed">
                {hint}
              </p>
            </li>
          );
        })}
      </ol>
    </section>
  );
}
