import { COMMITMENTS, type PublicUser } from '@ideaignite/contract';
import { Handshake } from 'lucide-react';
import { ButtonLink } from '../../../components/button.tsx';
import { useContractText } from '../../../lib/i18n/contract.ts';
import { useWords } from '../../../lib/i18n/words.ts';
import { messageUserPath } from '../../../lib/paths.ts';
import { filled, profileName } from '../../../lib/profile-labels.ts';
import { joinedLabelOf } from '../profile-labels.ts';
import { discoveryWords } from '../words/index.ts';
import { CardBio, CardFact, CardFacts, CardPlace, Chips, SectorChips, Tag } from './card-parts.tsx';
import { ProfileCard } from './profile-card.tsx';

export function CofounderCard({ user }: { user: PublicUser }) {
  const m = useWords(discoveryWords);
  const t = useContractText();
  const details = user.profiledetails;
  const commitment = COMMITMENTS.find((option) => option.value === details.commitment);
  const joined = joinedLabelOf(user, m.joined);
  return (
    <ProfileCard
      user={user}
      heading={profileName(details)}
      subtitle={
        commitment || joined ? (
          <span className="flex flex-wrap items-center gap-x-2 gap-y-1">
            {commitment ? <Tag tone="brand">{t(commitment.label)}</Tag> : null}
            {joined ? <span>{joined}</span> : null}
          </span>
        ) : null
      }
      actions={
        <ButtonLink to={messageUserPath(user._id)}>
          <Handshake aria-hidden className="size-4" />
          {m.connect}
        </ButtonLink>
      }
    >
      <CardFacts>
        <CardPlace city={details.city} state={details.state} />
      </CardFacts>
      <CardBio>{filled(details.bio)}</CardBio>
      <Chips label={m.skills} items={details.skills ?? []} />
      <SectorChips sectors={details.sectors ?? []} />
      <CardFact label={m.superpower}>{filled(details.superpower)}</CardFact>
      <CardFact label={m.dreamProject}>{filled(details.dreamProject)}</CardFact>
    </ProfileCard>
  );
}
