import { WORDS } from '@ideaignite/contract';
import { MessageCircle, UserRound } from 'lucide-react';
import { useParams } from 'react-router';
import { ButtonLink } from '../../components/button.tsx';
import { IgniteButton } from '../../components/ignite-button.tsx';
import { PageMeta } from '../../components/page-meta.tsx';
import { usePublicProfile } from '../../lib/api/get-public-profile.ts';
import { errorMessage } from '../../lib/error-message.ts';
import { useContractText } from '../../lib/i18n/contract.ts';
import { useLocale } from '../../lib/i18n/locale.ts';
import { useWords } from '../../lib/i18n/words.ts';
import { messageUserPath, PATHS } from '../../lib/paths.ts';
import { profileName } from '../../lib/profile-labels.ts';
import { useSession } from '../../lib/use-session.ts';
import { ProfileDetails } from './components/profile-details.tsx';
import { ProfileHeader } from './components/profile-header.tsx';
import { ProfileError, ProfileLoading } from './components/profile-status.tsx';
import { SafetyActions } from './components/safety-actions.tsx';
import { profileFacts } from './profile-facts.ts';
import { profilesWords } from './words/index.ts';

/**
 * /users/:userId: another member's public profile, with Message, Ignite (Hustler to Investor),
 * Block and Report.
 */
export function UserProfilePage() {
  const m = useWords(profilesWords);
  const t = useContractText();
  const locale = useLocale();
  const { userId = '' } = useParams();
  const session = useSession();
  const { data: user, isPending, isError, error, refetch } = usePublicProfile(userId);

  if (isError) {
    return (
      <div className="mx-auto w-full max-w-4xl space-y-6">
        <PageMeta title={m.profile} robots="noindex" />
        <h1 className="font-bold text-2xl sm:text-3xl">{m.profile}</h1>
        <ProfileError
          message={errorMessage(error, WORDS.lists.ownProfileFailed, {
            unanswered: WORDS.lists.ownProfileFailed,
          })}
          onRetry={() => refetch()}
        />
      </div>
    );
  }
  if (isPending) {
    return (
      <div className="mx-auto w-full max-w-4xl">
        <ProfileLoading label={m.loadingProfile} />
      </div>
    );
  }

  const name = profileName(user.profiledetails);
  const isSelf = session?.userId === user._id;
  const canIgnite = session?.role === 'Hustler' && user.role === 'Investor';
  const actions = isSelf ? (
    <ButtonLink to={PATHS.profile} variant="secondary">
      <UserRound aria-hidden className="size-4" />
      {m.yourOwnProfile}
    </ButtonLink>
  ) : (
    <>
      <ButtonLink to={messageUserPath(user._id)} variant="secondary">
        <MessageCircle aria-hidden className="size-4" />
        {m.message}
      </ButtonLink>
      {canIgnite ? (
        <IgniteButton investorId={user._id} takingPitches={user.profiledetails.openToPitches} />
      ) : null}
      <SafetyActions userId={user._id} name={name} />
    </>
  );

  return (
    <div className="mx-auto w-full max-w-4xl space-y-6">
      <PageMeta title={name} robots="noindex" />
      <ProfileHeader user={user} actions={actions} />
      <ProfileDetails
        facts={profileFacts(user.role, user.profiledetails, m, t, locale)}
        empty={m.otherEmpty(name)}
      />
    </div>
  );
}
