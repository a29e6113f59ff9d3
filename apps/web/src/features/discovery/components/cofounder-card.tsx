import type { PublicUser } from '@ideaignite/contract';
import { Handshake } from 'lucide-react';
import { messageUserPath } from '../../../app/paths.ts';
import { ButtonLink } from '../../../components/button.tsx';
import { useMessages } from '../../../lib/i18n/messages.ts';
import { profileName } from '../../../lib/profile-labels.ts';
import { discoveryMessages } from '../messages/index.ts';
import { filled, joinedLabelOf } from '../profile-labels.ts';
import { CardBio, CardFact, Chips } from './card-parts.tsx';
import { ProfileCard } from './profile-card.tsx';

export function CofounderCard({ user }: { user: PublicUser }) {
  const m = useMessages(discoveryMessages);
  const details = user.profiledetails;
  return (
    <ProfileCard
      user={user}
      heading={profileName(details)}
      subtitle={joinedLabelOf(user, m.joined)}
      actions={
        <ButtonLink to={messageUserPath(user._id)}>
          <Handshake aria-hidden className="size-4" />
          {m.connect}
        </ButtonLink>
      }
    >
      <CardBio>{filled(details.bio)}</CardBio>
      <Chips label={m.skills} items={details.skills ?? []} />
      <CardFact label={m.superpower}>{filled(details.superpower)}</CardFact>
      <CardFact label={m.dreamProject}>{filled(details.dreamProject)}</CardFact>
    </ProfileCard>
  );
}
