import type { PublicUser } from '@ideaignite/contract';
import { type ReactNode, useId } from 'react';
import { Link } from '../../../components/link.tsx';
import { ProfileAvatar } from '../../../components/profile-avatar.tsx';
import { useWords } from '../../../lib/i18n/words.ts';
import { userPath } from '../../../lib/paths.ts';
import { profileName } from '../../../lib/profile-labels.ts';
import { discoveryWords } from '../words/index.ts';

interface ProfileCardProps {
  user: PublicUser;
  /** The card's title and the link to the profile: a person's name, or a startup's. */
  heading: string;
  subtitle?: ReactNode;
  children?: ReactNode;
  /** Buttons and links of their own, kept above the card-wide profile link. */
  actions: ReactNode;
}

/**
 * The one card frame of the discovery pages. The heading link stretches over the whole card,
 * so the card opens the profile while the actions stay separate tab stops (no nested links).
 */
export function ProfileCard({ user, heading, subtitle, children, actions }: ProfileCardProps) {
  const m = useWords(discoveryWords);
  const headingId = useId();
  return (
    <article
      aria-labelledby={headingId}
      className="group relative flex h-full flex-col rounded-card bg-white p-5 shadow-card ring-1 ring-ink-100 transition hover:-translate-y-0.5 hover:ring-saffron-300 motion-reduce:transition-none motion-reduce:hover:translate-y-0"
    >
      <div className="flex items-start gap-4">
        <ProfileAvatar
          src={user.profiledetails.profilePic}
          name={profileName(user.profiledetails)}
          className="size-14"
        />
        <div className="min-w-0 flex-1">
          <div className="flex items-center gap-1.5">
            <h2 id={headingId} className="min-w-0 font-semibold text-ink-900 text-lg leading-snug">
              <Link
                to={userPath(user._id)}
                className="break-words after:absolute after:inset-0 after:rounded-card group-hover:text-brand-700 focus-visible:outline-none focus-visible:after:outline-2 focus-visible:after:outline-offset-2 focus-visible:after:outline-saffron-500"
              >
                {heading}
              </Link>
            </h2>
            {user.verified ? (
              <img
                src="/brand/verified-badge.svg"
                alt={m.verified}
                title={m.verified}
                width={20}
                height={20}
                className="size-5 shrink-0"
              />
            ) : null}
          </div>
          {subtitle ? <div className="mt-0.5 text-ink-500 text-sm">{subtitle}</div> : null}
        </div>
      </div>
      {children ? <div className="mt-4 flex flex-1 flex-col gap-3 text-sm">{children}</div> : null}
      <div className="relative z-10 mt-5 flex flex-wrap items-start gap-2 border-ink-100 border-t pt-4">
        {actions}
      </div>
    </article>
  );
}
