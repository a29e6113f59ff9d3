import { type PublicUser, ROLE_LABELS } from '@ideaignite/contract';
import { Mail } from 'lucide-react';
import type { ReactNode } from 'react';
import { ProfileAvatar } from '../../../components/profile-avatar.tsx';
import { monthAndYear } from '../../../lib/dates.ts';
import { useWords } from '../../../lib/i18n/words.ts';
import { profileName } from '../../../lib/profile-labels.ts';
import { profilesWords } from '../words/index.ts';

interface ProfileHeaderProps {
  user: PublicUser;
  /** The owner's sign-in email; never shown on someone else's profile. */
  email?: string;
  nameFallback?: string;
  actions?: ReactNode;
}

/** Picture, name (the page's <h1>), role, verified badge and the page's actions. */
export function ProfileHeader({ user, email, nameFallback, actions }: ProfileHeaderProps) {
  const m = useWords(profilesWords);
  const details = user.profiledetails;
  const name = profileName(details, nameFallback);
  return (
    <section
      aria-label={m.summaryLabel}
      className="overflow-hidden rounded-card bg-white shadow-card ring-1 ring-ink-100"
    >
      <div
        aria-hidden
        className="h-24 bg-gradient-to-r from-brand-900 via-brand-700 to-saffron-500 sm:h-32"
      />
      <div className="flex flex-col items-center gap-4 px-5 pb-6 text-center sm:flex-row sm:items-start sm:gap-6 sm:px-8 sm:text-left">
        <ProfileAvatar
          src={details.profilePic}
          name={name}
          className="-mt-12 size-24 ring-4 ring-white sm:-mt-14 sm:size-28"
        />
        <div className="min-w-0 flex-1 sm:pt-4">
          <div className="flex flex-wrap items-center justify-center gap-2 sm:justify-start">
            <h1 className="break-words font-bold text-2xl sm:text-3xl">{name}</h1>
            {user.verified ? (
              <img
                src="/brand/verified-badge.svg"
                alt={m.verified}
                title={m.verifiedEmail}
                className="size-6"
              />
            ) : null}
          </div>
          <div className="mt-2 flex flex-wrap items-center justify-center gap-x-3 gap-y-1 text-ink-600 text-sm sm:justify-start">
            <span className="rounded-full bg-saffron-50 px-2.5 py-0.5 font-semibold text-saffron-800">
              {ROLE_LABELS[user.role]}
            </span>
            <span>{m.joined(monthAndYear(user.createdAt))}</span>
            {email ? (
              <span className="inline-flex min-w-0 items-center gap-1.5">
                <Mail aria-hidden className="size-4 shrink-0 text-ink-400" />
                <span className="truncate">{email}</span>
              </span>
            ) : null}
          </div>
        </div>
        {actions ? (
          <div className="flex flex-wrap items-start justify-center gap-2 sm:justify-end sm:pt-4">
            {actions}
          </div>
        ) : null}
      </div>
    </section>
  );
}
