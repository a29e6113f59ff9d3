import type { ConnectionDetail } from '@ideaignite/contract';
import type { ReactNode } from 'react';
import { ButtonLink } from '../../../components/button.tsx';
import { IgniteMoves } from '../../../components/connects/ignite-moves.tsx';
import { StatusChip } from '../../../components/connects/status-chip.tsx';
import { authorName } from '../../../lib/author-name.ts';
import { useWords } from '../../../lib/i18n/words.ts';
import { PATHS } from '../../../lib/paths.ts';
import { connectsWords } from '../words/index.ts';
import { ConnectionCard } from './connection-card.tsx';

function CardList({ children }: { children: ReactNode }) {
  return <ul className="space-y-3">{children}</ul>;
}

/** An investor's Ignites: new ones first, each with its step and a way into the inbox to answer it. */
export function ReceivedList({ items, me }: { items: ConnectionDetail[]; me: string }) {
  const m = useWords(connectsWords);
  const ordered = [...items].sort((a, b) => Number(b.status === 'new') - Number(a.status === 'new'));
  return (
    <CardList>
      {ordered.map((connection) => (
        <ConnectionCard
          key={connection._id}
          connection={connection}
          me={me}
          verb={m.ignitedYou}
          canMessage={connection.status === 'connected'}
        >
          <StatusChip status={connection.status} />
          {connection.status === 'connected' ? null : (
            <ButtonLink
              to={`${PATHS.ignites}?open=${encodeURIComponent(connection._id)}`}
              size="sm"
              variant={connection.status === 'new' ? 'primary' : 'secondary'}
              aria-label={m.openPitchOf(authorName(connection.hustler))}
            >
              {m.openPitch}
            </ButtonLink>
          )}
        </ConnectionCard>
      ))}
    </CardList>
  );
}

/** A hustler's Ignites, each with where it stands (Accept the meeting when asked). */
export function SentList({ items, me }: { items: ConnectionDetail[]; me: string }) {
  const m = useWords(connectsWords);
  return (
    <CardList>
      {items.map((connection) => (
        <ConnectionCard key={connection._id} connection={connection} me={me} verb={m.youIgnited}>
          <StatusChip status={connection.status} />
          <IgniteMoves connection={connection} side="hustler" who={authorName(connection.investor)} />
        </ConnectionCard>
      ))}
    </CardList>
  );
}

/** Accepted connections, from either side, ready to message. */
export function ConnectedList({ items, me }: { items: ConnectionDetail[]; me: string }) {
  const m = useWords(connectsWords);
  return (
    <CardList>
      {items.map((connection) => (
        <ConnectionCard
          key={connection._id}
          connection={connection}
          me={me}
          verb={m.connectedVerb}
          canMessage
        />
      ))}
    </CardList>
  );
}
