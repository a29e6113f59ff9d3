import { type OwnUser, OwnUserSchema, ROLE_LABELS, WORDS } from '@ideaignite/contract';
import type { ReactNode } from 'react';
import { useLocation } from 'react-router';
import { PageMeta } from '../../components/page-meta.tsx';
import { useCurrentUser } from '../../lib/api/get-current-user.ts';
import { useWords } from '../../lib/i18n/words.ts';
import { ProfileError, ProfileLoading } from './components/profile-status.tsx';
import { UPDATE_FORMS } from './update-profile-forms.tsx';
import { useFocusFromHash } from './use-focus-from-hash.ts';
import { profilesWords } from './words/index.ts';

/** The user /Profile passed along (spec), when it is one; otherwise the page loads it itself. */
function userFromState(state: unknown): OwnUser | undefined {
  const passed = (state as { user?: unknown } | null)?.user;
  const parsed = OwnUserSchema.safeParse(passed);
  return parsed.success ? parsed.data : undefined;
}

/** /Update_profile: edit one's own profile; works from /Profile, a direct link or a reload. */
export function UpdateProfilePage() {
  const m = useWords(profilesWords);
  const location = useLocation();
  const passed = userFromState(location.state);
  const current = useCurrentUser();
  const user = passed ?? current.data;
  useFocusFromHash(Boolean(user));

  let content: ReactNode;
  if (user) {
    const Form = UPDATE_FORMS[user.role];
    content = <Form key={user._id} user={user} />;
  } else if (current.isError) {
    content = <ProfileError message={WORDS.lists.ownProfileFailed} onRetry={() => current.refetch()} />;
  } else {
    content = <ProfileLoading label={m.loadingYourProfile} />;
  }

  return (
    <div className="mx-auto w-full max-w-3xl space-y-6">
      <PageMeta title={m.updateTitle} robots="noindex" />
      <div>
        <h1 className="font-bold text-2xl sm:text-3xl">{m.updateHeading}</h1>
        <p className="mt-2 text-ink-600 leading-relaxed">
          {user ? m.updateIntroForRole(ROLE_LABELS[user.role]) : m.updateIntro}
        </p>
      </div>
      {content}
    </div>
  );
}
