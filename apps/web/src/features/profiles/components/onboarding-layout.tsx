import { PRODUCT_NAME, PROFILE_ERRORS, ROLE_LABELS, type Role } from '@ideaignite/contract';
import type { ReactNode } from 'react';
import { Alert } from '../../../components/alert.tsx';
import { Link } from '../../../components/link.tsx';
import { Logo } from '../../../components/logo.tsx';
import { PageMeta } from '../../../components/page-meta.tsx';
import { useContractText } from '../../../lib/i18n/contract.ts';
import { useWords } from '../../../lib/i18n/words.ts';
import { PATHS, profileFormPath } from '../../../lib/paths.ts';
import { useSession } from '../../../lib/use-session.ts';
import { profilesWords } from '../words/index.ts';

interface OnboardingLayoutProps {
  /** The role this form is for. */
  profileRole: Role;
  title: string;
  intro: string;
  children: ReactNode;
}

/** The full-page frame of a set-up form: the brand, one centred card, no sidebar. */
export function OnboardingLayout({ profileRole: role, title, intro, children }: OnboardingLayoutProps) {
  const m = useWords(profilesWords);
  const t = useContractText();
  const session = useSession();
  const ownRole = session?.role;
  return (
    <div className="flex min-h-dvh flex-col bg-[radial-gradient(ellipse_at_top,var(--color-saffron-100),transparent_55%),linear-gradient(var(--color-ink-50),var(--color-ink-50))]">
      <PageMeta title={title} robots="noindex" />
      <header className="mx-auto w-full max-w-3xl px-4 pt-6 sm:px-6 sm:pt-10">
        <Link to={PATHS.home} className="inline-flex rounded-lg" aria-label={m.homeLabel(PRODUCT_NAME)}>
          <Logo />
        </Link>
      </header>
      <main className="mx-auto w-full max-w-3xl flex-1 px-4 py-6 sm:px-6 sm:py-10">
        <div className="rounded-3xl bg-white px-5 py-8 shadow-card ring-1 ring-ink-100 sm:px-10 sm:py-10">
          <p className="font-semibold text-saffron-700 text-sm uppercase tracking-wide">
            {m.lastStep(ROLE_LABELS[role])}
          </p>
          <h1 className="mt-2 font-bold text-2xl sm:text-3xl">{title}</h1>
          <p className="mt-2 max-w-xl text-ink-600 leading-relaxed">{intro}</p>
          {ownRole && ownRole !== role ? (
            <Alert tone="error" className="mt-6">
              {t(PROFILE_ERRORS.wrongRole)}{' '}
              <Link to={profileFormPath(ownRole)} className="font-semibold underline underline-offset-2">
                {m.openRoleForm(ROLE_LABELS[ownRole])}
              </Link>
            </Alert>
          ) : null}
          <div className="mt-8">{children}</div>
        </div>
      </main>
      <footer className="mx-auto w-full max-w-3xl px-4 pb-8 text-center text-ink-500 text-xs sm:px-6">
        {m.changeLater}{' '}
        <Link to={PATHS.privacy} className="underline underline-offset-2 hover:text-ink-700">
          {m.howWeUseDetails}
        </Link>
      </footer>
    </div>
  );
}
