import { ROLE_LABELS, type Role } from '@ideaignite/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import { Alert } from '../../../../components/alert.tsx';
import { InfiniteListStates } from '../../../../components/infinite-list-states.tsx';
import { useUnblockUser } from '../../../../lib/api/block-user.ts';
import { errorMessage } from '../../../../lib/error-message.ts';
import { useContractText } from '../../../../lib/i18n/contract.ts';
import { useWords } from '../../../../lib/i18n/words.ts';
import { BLOCKS_QUERY_KEY } from '../../../../lib/query-keys.ts';
import { SettingsCard } from '../../components/settings-card.tsx';
import { useBlockedPeople, withoutPerson } from '../api/blocked-people.ts';
import { privacySettingsWords } from '../words/index.ts';
import { BlockedPersonRow } from './blocked-person-row.tsx';

/** The card's heading id: /settings#blocked lands on it (the profile's "Unblock" link). */
export const BLOCKED_ID = 'blocked';

/** Settings → Privacy: the people I blocked, each with Unblock; focus stays in the list as rows leave. */
export function BlockedPeopleCard() {
  const m = useWords(privacySettingsWords);
  const t = useContractText();
  const queryClient = useQueryClient();
  const blocked = useBlockedPeople();
  const unblock = useUnblockUser();
  const people = blocked.data?.pages.flatMap((page) => page.items) ?? [];
  const list = useRef<HTMLUListElement>(null);
  const [focusIndex, setFocusIndex] = useState<number | null>(null);
  const [said, setSaid] = useState('');
  useScrollFromHash();

  // Once a row has left: the button that took its place, else the one before, else the heading.
  useEffect(() => {
    if (focusIndex === null || people.some((person) => person._id === unblock.variables)) return;
    const buttons = list.current?.querySelectorAll<HTMLElement>('button[data-unblock]');
    const heading = document.getElementById(BLOCKED_ID);
    heading?.setAttribute('tabindex', '-1');
    const target = buttons?.[Math.min(focusIndex, buttons.length - 1)] ?? heading;
    target?.focus();
    setFocusIndex(null);
  }, [focusIndex, people, unblock.variables]);

  const onUnblock = (userId: string, index: number) => {
    setSaid('');
    unblock.mutate(userId, {
      onSuccess: ({ message }) => {
        queryClient.setQueryData(BLOCKS_QUERY_KEY, (data: Parameters<typeof withoutPerson>[0]) =>
          withoutPerson(data, userId),
        );
        setSaid(message);
        setFocusIndex(index);
      },
    });
  };

  return (
    <SettingsCard id={BLOCKED_ID} heading={m.blockedHeading} hint={m.blockedHint}>
      <p role="status" className="mt-4 font-semibold text-leaf-600 text-sm empty:hidden">
        {said ? t(said) : ''}
      </p>
      {unblock.isError ? (
        <Alert tone="error" className="mt-4">
          {errorMessage(unblock.error, m.unblockFailed)}
        </Alert>
      ) : null}
      <div className="mt-5">
        <InfiniteListStates
          query={blocked}
          itemCount={people.length}
          loading={<p className="text-ink-600 text-sm">{m.loadingBlocked}</p>}
          failure={(error) => errorMessage(error, m.blockedFailed)}
          empty={<p className="text-ink-600 text-sm">{m.noBlocked}</p>}
        >
          <ul ref={list} className="divide-y divide-ink-100">
            {people.map((person, index) => (
              <BlockedPersonRow
                key={person._id}
                person={person}
                role={ROLE_LABELS[person.role as Role] ?? person.role}
                busy={unblock.isPending && unblock.variables === person._id}
                onUnblock={() => onUnblock(person._id, index)}
              />
            ))}
          </ul>
        </InfiniteListStates>
      </div>
    </SettingsCard>
  );
}

/** /settings#blocked: the card scrolls into view once the page is drawn. */
function useScrollFromHash() {
  const { hash } = useLocation();
  useEffect(() => {
    if (hash === `#${BLOCKED_ID}`) document.getElementById(BLOCKED_ID)?.scrollIntoView?.({ block: 'start' });
  }, [hash]);
}
