import type { PublicUser } from '@ideaignite/contract';
import { Handshake } from 'lucide-react';
import { messageUserPath } from '../../../app/paths.ts';
import { ButtonLink } from '../../../components/button.tsx';
import { profileName } from '../../../lib/profile-labels.ts';
import { filled, joinedLabelOf } from '../profile-labels.ts';
import { CardBio, CardFact, Chips } from './card-parts.tsx';
import { ProfileCard } from './profile-card.tsx';

export function CofounderCard({ user }: { user: PublicUser }) {
  const details = user.profiledetails;
  return (
    <ProfileCard
      user={user}
      heading={profileName(details)}
      subtitle={joinedLabelOf(user)}
      actions={
        <ButtonLink to={messageUserPath(user._id)}>
          <Handshake aria-hidden className="size-4" />
          Connect
        </ButtonLink>
      }
    >
      <CardBio>{filled(details.bio)}</CardBio>
      <Chips label="Skills" items={details.skills ?? []} />
      <CardFact label="Superpower">{filled(details.superpower)}</CardFact>
      <CardFact label="Dream project">{filled(details.dreamProject)}</CardFact>
    </ProfileCard>
  );
}
