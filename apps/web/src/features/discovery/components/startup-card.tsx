import type { PublicUser } from '@ideaignite/contract';
import { MessageCircle } from 'lucide-react';
import { messageUserPath } from '../../../app/paths.ts';
import { ButtonLink } from '../../../components/button.tsx';
import { profileName, stageLabel } from '../../../lib/profile-labels.ts';
import { filled } from '../profile-labels.ts';
import { CardBio, CardFact, Chips, Tag } from './card-parts.tsx';
import { ProfileCard } from './profile-card.tsx';

/** A Hustler as their startup: the project leads, the founder follows. */
export function StartupCard({ user }: { user: PublicUser }) {
  const details = user.profiledetails;
  const founder = profileName(details);
  const stage = details.currentStage ? stageLabel(details.currentStage) : null;
  return (
    <ProfileCard
      user={user}
      heading={filled(details.project) ?? founder}
      subtitle={
        <span className="flex flex-wrap items-center gap-x-2 gap-y-1">
          {filled(details.project) ? <span>by {founder}</span> : null}
          {stage ? <Tag tone="saffron">{stage} stage</Tag> : null}
        </span>
      }
      actions={
        <ButtonLink to={messageUserPath(user._id)}>
          <MessageCircle aria-hidden className="size-4" />
          Message
        </ButtonLink>
      }
    >
      <CardFact label="Working on">{filled(details.currentWork)}</CardFact>
      <CardBio>{filled(details.bio)}</CardBio>
      <Chips label="Skills" items={details.skills ?? []} />
    </ProfileCard>
  );
}
