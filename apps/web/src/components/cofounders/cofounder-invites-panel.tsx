import type { CofounderInvite } from '@ideaignite/contract';
import type { ReactNode } from 'react';
import { useCofounderInvites } from '../../lib/api/cofounder-invites.ts';
import { useWords } from '../../lib/i18n/words.ts';
import { PATHS } from '../../lib/paths.ts';
import { ButtonLink } from '../button.tsx';
import { MessageLink } from '../connects/message-link.tsx';
import { QueryLoadState } from '../query-load-state.tsx';
import { InviteAnswerButtons } from './invite-answer-buttons.tsx';
import { PersonLine } from './person-line.tsx';
import { cofounderInviteWords } from './words/index.ts';

/**
 * Co-founder invites waiting for me (Accept, Decline), those I sent (a declined one still reads
 * as waiting: declines are quiet), and the people I am connected with (Message opens the chat).
 * `hideWhenEmpty`: a Hustler's Networking shows it only once they have any.
 */
export function CofounderInvitesPanel({ hideWhenEmpty = false }: { hideWhenEmpty?: boolean }) {
  const m = useWords(cofounderInviteWords);
  const { data, isPending, error, refetch } = useCofounderInvites();
  if (isPending || error) {
    return hideWhenEmpty ? null : (
      <QueryLoadState query={{ isPending, error, refetch }} loading={m.loading} />
    );
  }
  const { received, sent, connections } = data;
  if (hideWhenEmpty && received.length + sent.length + connections.length === 0) return null;
  const nameOf = (invite: CofounderInvite) => invite.person.name || m.someone;
  return (
    <div className="flex flex-col gap-10">
      <Section id="cofounder-received" heading={m.receivedHeading} empty={m.noReceived} items={received}>
        {(invite) => (
          <>
            <Note label={m.theirNote} note={invite.note} />
            <InviteAnswerButtons inviteId={invite._id} name={nameOf(invite)} />
          </>
        )}
      </Section>
      <Section
        id="cofounder-connections"
        heading={m.connectionsHeading}
        empty={m.noConnections}
        items={connections}
      >
        {(invite) => <MessageLink userId={invite.person._id} who={nameOf(invite)} />}
      </Section>
      <Section id="cofounder-sent" heading={m.sentHeading} empty={m.noSent} items={sent}>
        {(invite) => (
          <>
            <Note label={m.yourNote} note={invite.note} />
            <p className="text-ink-600 text-sm">{m.waiting}</p>
          </>
        )}
      </Section>
      {connections.length === 0 ? (
        <div>
          <ButtonLink to={PATHS.cofounderMatches}>{m.findMatches}</ButtonLink>
        </div>
      ) : null}
    </div>
  );
}

function Section({
  id,
  heading,
  empty,
  items,
  children,
}: {
  id: string;
  heading: string;
  empty: string;
  items: CofounderInvite[];
  children: (invite: CofounderInvite) => ReactNode;
}) {
  return (
    <section aria-labelledby={id}>
      <h2 id={id} className="mb-4 font-semibold text-ink-900 text-xl">
        {heading}
      </h2>
      {items.length === 0 ? (
        <p className="text-ink-600">{empty}</p>
      ) : (
        <ul className="flex flex-col gap-3">
          {items.map((invite) => (
            <li
              key={invite._id}
              className="flex flex-col gap-3 rounded-card bg-white p-4 shadow-card ring-1 ring-ink-100 sm:flex-row sm:items-start sm:justify-between"
            >
              <PersonLine person={invite.person} />
              <div className="flex flex-col items-start gap-2 sm:items-end sm:text-right">
                {children(invite)}
              </div>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

function Note({ label, note }: { label: string; note: string | null }) {
  if (!note) return null;
  return (
    <p className="max-w-sm break-words text-ink-800 text-sm">
      <span className="font-semibold">{label}: </span>
      {note}
    </p>
  );
}
