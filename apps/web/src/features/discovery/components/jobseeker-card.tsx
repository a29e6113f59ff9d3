import type { PublicUser } from '@ideaignite/contract';
import { Briefcase, MessageCircle } from 'lucide-react';
import { messageUserPath } from '../../../app/paths.ts';
import { ButtonLink } from '../../../components/button.tsx';
import { profileName } from '../../../lib/profile-labels.ts';
import { filled } from '../profile-labels.ts';
import { CardBio, CardFact, Chips } from './card-parts.tsx';
import { ProfileCard } from './profile-card.tsx';

/** A job seeker or intern: the role they want leads, then their story and strengths. */
export function JobseekerCard({ user }: { user: PublicUser }) {
  const details = user.profiledetails;
  const desiredRole = filled(details.desiredRole);
  return (
    <ProfileCard
      user={user}
      heading={profileName(details)}
      subtitle={
        desiredRole ? (
          <span className="inline-flex items-center gap-1.5 font-medium text-brand-700">
            <Briefcase aria-hidden className="size-4 shrink-0" />
            <span className="sr-only">Desired role: </span>
            {desiredRole}
          </span>
        ) : null
      }
      actions={
        <ButtonLink to={messageUserPath(user._id)}>
          <MessageCircle aria-hidden className="size-4" />
          Message
        </ButtonLink>
      }
    >
      <CardBio>{filled(details.aboutMe) ?? filled(details.bio)}</CardBio>
      <Chips label="Skills" items={details.skills ?? []} />
      <CardFact label="Dream project">{filled(details.experience)}</CardFact>
    </ProfileCard>
  );
}
