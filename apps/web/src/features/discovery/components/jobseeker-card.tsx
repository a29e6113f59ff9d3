import { AVAILABILITIES, type PublicUser } from '@ideaignite/contract';
import { Briefcase, CalendarClock, MessageCircle } from 'lucide-react';
import { ButtonLink } from '../../../components/button.tsx';
import { useContractText } from '../../../lib/i18n/contract.ts';
import { useWords } from '../../../lib/i18n/words.ts';
import { messageUserPath } from '../../../lib/paths.ts';
import { filled, profileName } from '../../../lib/profile-labels.ts';
import { discoveryWords } from '../words/index.ts';
import { CardBio, CardFact, CardFacts, CardPlace, Chips, SectorChips } from './card-parts.tsx';
import { ProfileCard } from './profile-card.tsx';

/** A job seeker or intern: the role they want leads, then their story and strengths. */
export function JobseekerCard({ user }: { user: PublicUser }) {
  const m = useWords(discoveryWords);
  const details = user.profiledetails;
  const t = useContractText();
  const desiredRole = filled(details.desiredRole);
  const availability = AVAILABILITIES.find((option) => option.value === details.availability);
  return (
    <ProfileCard
      user={user}
      heading={profileName(details)}
      subtitle={
        desiredRole ? (
          <span className="inline-flex items-center gap-1.5 font-medium text-brand-700">
            <Briefcase aria-hidden className="size-4 shrink-0" />
            <span className="sr-only">{m.desiredRole}</span>
            {desiredRole}
          </span>
        ) : null
      }
      actions={
        <ButtonLink to={messageUserPath(user._id)}>
          <MessageCircle aria-hidden className="size-4" />
          {m.message}
        </ButtonLink>
      }
    >
      <CardFacts>
        {availability ? (
          <p className="inline-flex items-center gap-1.5 font-medium text-ink-800">
            <CalendarClock aria-hidden className="size-4 shrink-0 text-saffron-600" />
            {m.canStart(t(availability.label))}
          </p>
        ) : null}
        <CardPlace city={details.city} state={details.state} />
      </CardFacts>
      <CardBio>{filled(details.aboutMe) ?? filled(details.bio)}</CardBio>
      <Chips label={m.skills} items={details.skills ?? []} />
      <SectorChips sectors={details.sectors ?? []} />
      <CardFact label={m.dreamProject}>{filled(details.experience)}</CardFact>
    </ProfileCard>
  );
}
