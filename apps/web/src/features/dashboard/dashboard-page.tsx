import { PRODUCT_NAME, ROLE_LABELS, ROLES } from '@ideaignite/contract';
import { Sparkles } from 'lucide-react';
import { Navigate, useParams } from 'react-router';
import { PageMeta } from '../../components/page-meta.tsx';
import { useSession } from '../../lib/use-session.ts';
import { DashboardFooter } from './components/dashboard-footer.tsx';
import { DashboardTopBar } from './components/dashboard-top-bar.tsx';
import { ProfileSetupCard } from './components/profile-setup-card.tsx';
import { VerificationStatus } from './components/verification-status.tsx';
import { ownDashboardPath } from './own-dashboard-path.ts';

/** The signed-in home at /dashboard/:role; the role in the path matches case-insensitively. */
export function DashboardPage() {
  const { role: param = '' } = useParams();
  const session = useSession();
  const role = ROLES.find((candidate) => candidate.toLowerCase() === param.toLowerCase());
  if (!role) return <Navigate to={ownDashboardPath(session)} replace />;
  const label = ROLE_LABELS[role];

  return (
    <div className="flex min-h-dvh flex-col bg-ink-50">
      <PageMeta title={`${label} dashboard`} robots="noindex" />
      <DashboardTopBar role={role} />
      <main className="mx-auto w-full max-w-5xl flex-1 px-4 py-10 sm:px-6 lg:py-14">
        <p className="font-semibold text-saffron-700">Namaste!</p>
        <h1 className="mt-2 font-bold text-3xl sm:text-4xl">Welcome to your {label} dashboard</h1>
        <p className="mt-3 max-w-2xl text-ink-600 leading-relaxed">
          Good to have you here. This is your home base on {PRODUCT_NAME}.
        </p>
        <div className="mt-10 grid items-start gap-6 md:grid-cols-2">
          {role === 'Jobseeker' ? (
            <section
              aria-labelledby="coming-soon-heading"
              className="rounded-card bg-brand-900 p-6 text-white shadow-card md:col-span-2"
            >
              <h2
                id="coming-soon-heading"
                className="flex items-center gap-2 font-semibold text-lg text-white"
              >
                <Sparkles aria-hidden className="size-5 text-saffron-300" />
                Coming soon
              </h2>
              <p className="mt-2 text-brand-100 leading-relaxed">
                Job seeker features are coming soon — they are not part of this prototype yet.
              </p>
            </section>
          ) : null}
          <VerificationStatus userId={session?.userId ?? ''} />
          <ProfileSetupCard role={role} />
        </div>
      </main>
      <DashboardFooter />
    </div>
  );
}
