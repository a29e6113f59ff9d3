import { WORDS } from '@ideaignite/contract';
import { PencilLine, Settings } from 'lucide-react';
import type { ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { Button, buttonClasses } from '../../components/button.tsx';
import { Link } from '../../components/link.tsx';
import { PageMeta } from '../../components/page-meta.tsx';
import { useCompleteness } from '../../lib/api/get-completeness.ts';
import { useCurrentUser } from '../../lib/api/get-current-user.ts';
import { useContractText } from '../../lib/i18n/contract.ts';
import { useLocale } from '../../lib/i18n/locale.ts';
import { useWords } from '../../lib/i18n/words.ts';
import { PATHS } from '../../lib/paths.ts';
import { CompletenessCard } from './completeness/completeness-card.tsx';
import { ProfileDetails } from './components/profile-details.tsx';
import { ProfileHeader } from './components/profile-header.tsx';
import { ProfileError, ProfileLoading } from './components/profile-status.tsx';
import { profileFacts } from './profile-facts.ts';
import { profilesWords } from './words/index.ts';

/** /Profile: the signed-in user's own profile, for every role, with 'Update Profile'. */
export function ProfilePage() {
  const m = useWords(profilesWords);
  const t = useContractText();
  const navigate = useNavigate();
  const locale = useLocale();
  const { data: user, isPending, isError, refetch } = useCurrentUser();
  const completeness = useCompleteness().data;

  let content: ReactNode;
  if (isError) {
    content = (
      <>
        <h1 className="font-bold text-2xl sm:text-3xl">{m.yourProfile}</h1>
        <ProfileError message={WORDS.lists.ownProfileFailed} onRetry={() => refetch()} />
      </>
    );
  } else if (isPending) {
    content = <ProfileLoading label={m.loadingYourProfile} />;
  } else {
    content = (
      <>
        <ProfileHeader
          user={user}
          email={user.email}
          nameFallback={user.email.split('@')[0]}
          actions={
            <>
              <Button onClick={() => navigate(PATHS.updateProfile, { state: { user } })}>
                <PencilLine aria-hidden className="size-4" />
                {m.updateProfileButton}
              </Button>
              <Link to={PATHS.settings} className={buttonClasses('secondary')}>
                <Settings aria-hidden className="size-4" />
                {m.settingsLink}
              </Link>
            </>
          }
        />
        {completeness ? <CompletenessCard score={completeness.score} missing={completeness.missing} /> : null}
        <ProfileDetails
          facts={profileFacts(user.role, user.profiledetails, m, t, locale)}
          empty={m.ownEmpty}
        />
      </>
    );
  }

  return (
    <div className="mx-auto w-full max-w-4xl space-y-6">
      <PageMeta title={m.yourProfile} robots="noindex" />
      {content}
    </div>
  );
}
