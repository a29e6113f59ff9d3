import type { ConnectionDetail } from '@ideaignite/contract';
import type { ReactNode } from 'react';
import { IgniteAnswer } from '../../../components/connections/ignite-answer.tsx';
import { StatusChip } from '../../../components/connections/status-chip.tsx';
import { profileName } from '../../../lib/profile-labels.ts';
import { CONNECTED_VERB, ConnectionCard } from './connection-card.tsx';

function CardList({ children }: { children: ReactNode }) {
  return <ul className="space-y-3">{children}</ul>;
}

/** An investor's Ignites: pending ones first, each answerable; answered ones with their status. */
export function ReceivedList({ items, me }: { items: ConnectionDetail[]; me: string }) {
  const ordered = [...items].sort((a, b) => Number(b.status === 'pending') - Number(a.status === 'pending'));
  return (
    <CardList>
      {ordered.map((connection) => (
        <ConnectionCard
          key={connection._id}
          connection={connection}
          me={me}
          verb="Ignited you"
          canMessage={connection.status === 'accepted'}
        >
          <IgniteAnswer
            connection={connection}
            who={
              connection.hustler
                ? profileName(connection.hustler.profiledetails, 'Unknown User')
                : 'Unknown User'
            }
          />
        </ConnectionCard>
      ))}
    </CardList>
  );
}

/** A hustler's Ignites, each with where it stands. */
export function SentList({ items, me }: { items: ConnectionDetail[]; me: string }) {
  return (
    <CardList>
      {items.map((connection) => (
        <ConnectionCard
          key={connection._id}
          connection={connection}
          me={me}
          verb="You ignited them"
          canMessage={connection.status === 'accepted'}
        >
          <StatusChip status={connection.status} />
        </ConnectionCard>
      ))}
    </CardList>
  );
}

/** Accepted connections, from either side, ready to message. */
export function ConnectedList({ items, me }: { items: ConnectionDetail[]; me: string }) {
  return (
    <CardList>
      {items.map((connection) => (
        <ConnectionCard
          key={connection._id}
          connection={connection}
          me={me}
          verb={CONNECTED_VERB}
          canMessage
        />
      ))}
    </CardList>
  );
}
