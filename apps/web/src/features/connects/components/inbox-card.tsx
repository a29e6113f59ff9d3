import type { ConnectionDetail } from '@ideaignite/contract';
import { Clapperboard } from 'lucide-react';
import { Button } from '../../../components/button.tsx';
import { MessageLink } from '../../../components/connects/message-link.tsx';
import { authorName } from '../../../lib/author-name.ts';
import { cn } from '../../../lib/cn.ts';
import { useContractText } from '../../../lib/i18n/contract.ts';
import { useWords } from '../../../lib/i18n/words.ts';
import { stageLabel } from '../../../lib/profile-labels.ts';
import { connectsWords } from '../words/index.ts';
import { IgniteParty } from './ignite-party.tsx';

/** The Hustler of an Ignite, as the inbox shows them: name, project · stage, picture. */
export function useHustlerLine(connection: ConnectionDetail) {
  const t = useContractText();
  const details = connection.hustler?.profiledetails;
  const name = authorName(connection.hustler);
  const line = [details?.project, details?.currentStage ? stageLabel(details.currentStage, t) : null]
    .filter(Boolean)
    .join(' · ');
  return { name, line, picture: details?.profilePic ?? null };
}

/** One Ignite in the investor's inbox: the Hustler, the pitch (shortened), its step, and Open. */
export function InboxCard({ connection, onOpen }: { connection: ConnectionDetail; onOpen: () => void }) {
  const m = useWords(connectsWords);
  const { name, line } = useHustlerLine(connection);
  const fresh = connection.status === 'new';
  return (
    <li
      data-ignite={connection._id}
      className={cn(
        'flex flex-col gap-4 rounded-card bg-white p-4 shadow-card ring-1 ring-ink-100 sm:p-5',
        fresh && 'border-saffron-500 border-l-4',
      )}
    >
      <IgniteParty connection={connection} person={connection.hustler} name={name} line={line} />
      <blockquote
        className={cn(
          'line-clamp-3 border-saffron-200 border-l-2 pl-3 text-ink-800 leading-relaxed',
          fresh && 'font-medium text-ink-900',
        )}
      >
        {connection.pitch}
      </blockquote>
      <div className="flex flex-wrap items-center gap-2">
        <Button
          size="sm"
          variant={fresh ? 'primary' : 'secondary'}
          onClick={onOpen}
          aria-haspopup="dialog"
          aria-label={m.openPitchOf(name)}
        >
          {m.openPitch}
        </Button>
        {connection.status === 'connected' && connection.hustler ? (
          <MessageLink userId={connection.hustlerId} who={name} />
        ) : null}
        {connection.video ? (
          <span className="inline-flex min-w-0 items-center gap-1.5 text-ink-600 text-sm">
            <Clapperboard aria-hidden className="size-4 shrink-0 text-saffron-600" />
            <span className="truncate">{connection.video.title}</span>
          </span>
        ) : null}
      </div>
    </li>
  );
}
