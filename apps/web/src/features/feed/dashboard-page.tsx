import { ROLE_LABELS, ROLES } from '@ideaignite/contract';
import { useEffect, useState } from 'react';
import { Navigate, useParams } from 'react-router';
import { PageMeta } from '../../components/page-meta.tsx';
import { useCompleteness } from '../../lib/api/get-completeness.ts';
import { useCurrentUser } from '../../lib/api/get-current-user.ts';
import { cn } from '../../lib/cn.ts';
import { useWords } from '../../lib/i18n/words.ts';
import { showWhenLoaded } from '../../lib/lazy-component.ts';
import { dashboardPath } from '../../lib/paths.ts';
import { useSession } from '../../lib/use-session.ts';
import { DashboardCompleteness, useShowsCompleteness } from './components/dashboard-completeness.tsx';
import { DashboardGreeting } from './components/dashboard-greeting.tsx';
import { FeedList } from './components/feed-list.tsx';
import { FirstRunCard } from './components/first-run-card.tsx';
import { HustlerQuickActions } from './components/hustler-quick-actions.tsx';
import { ProfileSetupCard } from './components/profile-setup-card.tsx';
import { VerificationStatus } from './components/verification-status.tsx';
import type { DashboardParts } from './dashboard-parts.ts';
import { profileIsEmpty } from './profile-is-empty.ts';
import { feedWords } from './words/index.ts';

/**
 * The signed-in home at /dashboard/:role (the role matches case-insensitively). A path naming
 * another role, or none, leads to the user's own dashboard: one account, one dashboard. `parts`
 * are the other features' cards and completeness, put in by app/ (dashboard-parts.ts).
 */
export function DashboardPage({ parts }: { parts: DashboardParts }) {
  const m = useWords(feedWords);
  const { role: param = '' } = useParams();
  const session = useSession();
  const { data: user } = useCurrentUser();
  const { data: completeness } = useCompleteness();
  // The completeness card, once it has loaded, says what the set-up card would: one of them.
  const showsCompleteness = useShowsCompleteness();
  const role = ROLES.find((candidate) => candidate.toLowerCase() === param.toLowerCase());
  if (!role || (session?.role && session.role !== role)) {
    return <Navigate to={dashboardPath(session?.role)} replace />;
  }
  const showSetup = Boolean(user && profileIsEmpty(user.profiledetails)) && !showsCompleteness;

  return (
    <div className="mx-auto w-full max-w-6xl">
      <PageMeta title={m.roleDashboard(ROLE_LABELS[role])} robots="noindex" />
      <DashboardGreeting role={role} actions={role === 'Hustler' ? <HustlerQuickActions /> : undefined} />
      <div className="mt-8 grid items-start gap-8 xl:grid-cols-[minmax(0,1fr)_20rem]">
        <div className="order-2 min-w-0 xl:order-1">
          {role === 'Jobseeker' ? (
            <JobseekerHome Home={parts.JobseekerHome} />
          ) : (
            <FeedList VideoCard={parts.VideoCard} BlogCard={parts.BlogCard} />
          )}
        </div>
        <aside
          aria-label={m.accountLabel}
          className={cn(
            'order-1 grid gap-6 xl:sticky xl:top-10 xl:order-2 xl:grid-cols-1',
            (showSetup || showsCompleteness) && 'md:grid-cols-2',
          )}
        >
          <FirstRunCard
            role={role}
            userId={session?.userId ?? ''}
            joinedAt={user?.createdAt}
            completeness={completeness}
          />
          {showSetup ? <ProfileSetupCard role={role} /> : null}
          <DashboardCompleteness CompletenessPanel={parts.CompletenessPanel} />
          <VerificationStatus userId={session?.userId ?? ''} />
        </aside>
      </div>
    </div>
  );
}

/** The job seeker's home from the jobs feature, its code fetched for job seekers only. */
function JobseekerHome({ Home }: { Home: DashboardParts['JobseekerHome'] }) {
  const [loaded, setLoaded] = useState(Home.loaded);
  useEffect(() => {
    if (!loaded) showWhenLoaded(Home, () => setLoaded(true));
  }, [loaded, Home]);
  return loaded ? <Home /> : null;
}
