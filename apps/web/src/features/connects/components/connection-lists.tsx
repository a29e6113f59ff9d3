import type { ConnectionDetail } from '@ideaignite/contract';
import type { ReactNode } from 'react';
import { IgniteAnswer } from '../../../components/connections/ignite-answer.tsx';
import { StatusChip } from '../../../components/connections/status-chip.tsx';
import { useMessages } from '../../../lib/i18n/messages.ts';
import { profileName } from '../../../lib/profile-labels.ts';
import { connectsMessages } from '../messages/index.ts';
import { ConnectionCard } from './connection-card.tsx';

function CardList({ children }: { children: ReactNode }) {
  return <ul className="space-y-3">{children}</ul>;
}

/** An investor's Ignites: pending ones first, each answerable; answered ones with their status. */
export function ReceivedList({ items, me }: { items: ConnectionDetail[]; me: string }) {
  const m = useMessages(connectsMessages);
  const ordered = [...items].sort((a, b) => Number(b.status === 'pending') - Number(a.status === 'pending'));
  return (
    <CardList>
      {ordered.map((connection) => (
        <ConnectionCard
          key={connection._id}
          connection={connection}
          me={me}
          verb={m.ignitedYou}
          canMessage={connection.status === 'accepted'}
        >
          <IgniteAnswer
            connection={connection}
            who={
              connection.hustler
                ? profileName(connection.hustler.profiledetails, m.unknownUser)
                : m.unknownUser
            }
          />
        </ConnectionCard>
      ))}
    </CardList>
  );
}

/** A hustler's Ignites, each with where it stands. */
export function SentList({ items, me }: { items: ConnectionDetail[]; me: string }) {
  const m = useMessages(connectsMessages);
  return (
    <CardList>
      {items.map((connection) => (
        <ConnectionCard
          key={connection._id}
          connection={connection}
          me={me}
          verb={m.youIgnited}
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
  const m = useMessages(connectsMessages);
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
