import type { PublicUser } from '@ideaignite/contract';
import { MessageCircle } from 'lucide-react';
import { ButtonLink } from '../../../components/button.tsx';
import { useContractText } from '../../../lib/i18n/contract.ts';
import { useWords } from '../../../lib/i18n/words.ts';
import { messageUserPath } from '../../../lib/paths.ts';
import { filled, profileName, stageLabel } from '../../../lib/profile-labels.ts';
import { discoveryWords } from '../words/index.ts';
import { CardBio, CardFact, CardFacts, CardPlace, Chips, SectorChips, Tag } from './card-parts.tsx';
import { ProfileCard } from './profile-card.tsx';

/** A Hustler as their startup: the project leads, the founder follows. */
export function StartupCard({ user }: { user: PublicUser }) {
  const m = useWords(discoveryWords);
  const t = useContractText();
  const details = user.profiledetails;
  const founder = profileName(details);
  const stage = details.currentStage ? stageLabel(details.currentStage, t) : null;
  return (
    <ProfileCard
      user={user}
      heading={filled(details.project) ?? founder}
      subtitle={
        <span className="flex flex-wrap items-center gap-x-2 gap-y-1">
          {filled(details.project) ? <span>{m.byFounder(founder)}</span> : null}
          {stage ? <Tag tone="saffron">{m.stage(stage)}</Tag> : null}
        </span>
      }
      actions={
        <ButtonLink to={messageUserPath(user._id)}>
          <MessageCircle aria-hidden className="size-4" />
          {m.message}
        </ButtonLink>
      }
    >
      <CardFacts>
        <CardPlace city={details.city} state={details.state} />
      </CardFacts>
      <CardFact label={m.workingOn}>{filled(details.currentWork)}</CardFact>
      <CardBio>{filled(details.bio)}</CardBio>
      <SectorChips sectors={details.sectors ?? []} />
      <Chips label={m.skills} items={details.skills ?? []} />
    </ProfileCard>
  );
}
