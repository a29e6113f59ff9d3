import { INVESTOR_TYPES, type PublicUser } from '@ideaignite/contract';
import { Mail, MessageCircle } from 'lucide-react';
import { ButtonLink } from '../../../components/button.tsx';
import { IgniteButton } from '../../../components/ignite-button.tsx';
import { useContractText } from '../../../lib/i18n/contract.ts';
import { useWords } from '../../../lib/i18n/words.ts';
import { messageUserPath } from '../../../lib/paths.ts';
import { filled, profileName } from '../../../lib/profile-labels.ts';
import { discoveryWords } from '../words/index.ts';
import { CardBio, CardFacts, CardPlace, Chips, SectorChips, Tag, TicketRange } from './card-parts.tsx';
import { ProfileCard } from './profile-card.tsx';

/**
 * An investor; Hustlers can Ignite (ask to connect) one open to pitches, and are told plainly
 * when one is not; everyone can message.
 */
export function InvestorCard({ user, canIgnite }: { user: PublicUser; canIgnite: boolean }) {
  const m = useWords(discoveryWords);
  const t = useContractText();
  const details = user.profiledetails;
  const email = filled(details.contactEmail);
  const type = INVESTOR_TYPES.find((candidate) => candidate.value === details.investorType);
  return (
    <ProfileCard
      user={user}
      heading={profileName(details)}
      subtitle={
        type ? (
          <span className="flex flex-wrap items-center gap-x-2 gap-y-1">
            <Tag tone="brand">{t(type.label)}</Tag>
            <span>{t(type.meaning)}</span>
          </span>
        ) : null
      }
      actions={
        canIgnite ? (
          <>
            {/* Ignite takes the row and wraps its answer text; the icon-only Message stays beside it. */}
            <IgniteButton
              investorId={user._id}
              takingPitches={details.openToPitches}
              className="min-w-0 flex-1 items-start!"
            />
            <ButtonLink
              to={messageUserPath(user._id)}
              variant="secondary"
              aria-label={m.message}
              title={m.message}
              className="w-11 px-0!"
            >
              <MessageCircle aria-hidden className="size-4 shrink-0" />
            </ButtonLink>
          </>
        ) : (
          <ButtonLink to={messageUserPath(user._id)}>
            <MessageCircle aria-hidden className="size-4" />
            {m.message}
          </ButtonLink>
        )
      }
    >
      <CardFacts>
        {details.openToPitches ? <Tag tone="leaf">{m.openToPitches}</Tag> : null}
        <TicketRange min={details.ticketMin ?? null} max={details.ticketMax ?? null} />
        <CardPlace city={details.city} state={details.state} />
      </CardFacts>
      <CardBio>{filled(details.bio)}</CardBio>
      <SectorChips sectors={details.sectors ?? []} />
      <Chips label={m.interestAreas} items={details.interestAreas ?? []} tone="saffron" />
      {email ? (
        // Above the card-wide profile link, so the address can be clicked and copied.
        <a
          href={`mailto:${email}`}
          className="relative z-10 inline-flex w-fit max-w-full items-center gap-1.5 break-all rounded font-medium text-brand-700 hover:underline"
        >
          <Mail aria-hidden className="size-4 shrink-0" />
          {email}
        </a>
      ) : null}
    </ProfileCard>
  );
}
