import { MESSAGES, type OwnUser, OwnUserSchema, ROLE_LABELS } from '@ideaignite/contract';
import type { ReactNode } from 'react';
import { useLocation } from 'react-router';
import { PageMeta } from '../../components/page-meta.tsx';
import { useCurrentUser } from '../../lib/api/get-current-user.ts';
import { ProfileError, ProfileLoading } from './components/profile-status.tsx';
import { UPDATE_FORMS } from './update-profile-forms.tsx';

/** The user /Profile passed along (spec), when it is one; otherwise the page loads it itself. */
function userFromState(state: unknown): OwnUser | undefined {
  const passed = (state as { user?: unknown } | null)?.user;
  const parsed = OwnUserSchema.safeParse(passed);
  return parsed.success ? parsed.data : undefined;
}

/** /Update_profile: edit one's own profile; works from /Profile, a direct link or a reload. */
export function UpdateProfilePage() {
  const location = useLocation();
  const passed = userFromState(location.state);
  const current = useCurrentUser();
  const user = passed ?? current.data;

  let content: ReactNode;
  if (user) {
    const Form = UPDATE_FORMS[user.role];
    content = <Form key={user._id} user={user} />;
  } else if (current.isError) {
    content = <ProfileError message={MESSAGES.lists.ownProfileFailed} onRetry={() => current.refetch()} />;
  } else {
    content = <ProfileLoading label="Loading your profile…" />;
  }

  return (
    <div className="mx-auto w-full max-w-3xl space-y-6">
      <PageMeta title="Update profile" robots="noindex" />
      <div>
        <h1 className="font-bold text-2xl sm:text-3xl">Update your profile</h1>
        <p className="mt-2 text-ink-600 leading-relaxed">
          {user
            ? `Keep your ${ROLE_LABELS[user.role]} profile fresh: people decide in seconds whether to reach out.`
            : 'Keep your profile fresh: people decide in seconds whether to reach out.'}
        </p>
      </div>
      {content}
    </div>
  );
}
