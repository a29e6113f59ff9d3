import type { ConnectionDetail } from '@ideaignite/contract';
import { INVESTOR_TYPES } from '@ideaignite/contract';
import { Clapperboard, MessageSquareQuote } from 'lucide-react';
import { IgniteMoves } from '../../../components/connects/ignite-moves.tsx';
import { authorName } from '../../../lib/author-name.ts';
import { useContractText } from '../../../lib/i18n/contract.ts';
import { useWords } from '../../../lib/i18n/words.ts';
import { connectsWords } from '../words/index.ts';
import { IgniteParty } from './ignite-party.tsx';
import { StepTracker } from './step-tracker.tsx';

/** One Ignite a Hustler sent: the investor, the pitch, where it stands, why they passed, the next move. */
export function PipelineCard({ connection }: { connection: ConnectionDetail }) {
  const m = useWords(connectsWords);
  const t = useContractText();
  const name = authorName(connection.investor);
  const type = INVESTOR_TYPES.find(
    (candidate) => candidate.value === connection.investor?.profiledetails.investorType,
  );

  return (
    <li
      data-ignite={connection._id}
      data-status={connection.status}
      className="flex flex-col gap-5 rounded-card bg-white p-4 shadow-card ring-1 ring-ink-100 sm:p-6"
    >
      <IgniteParty
        connection={connection}
        person={connection.investor}
        name={name}
        line={type ? t(type.label) : null}
      />
      <blockquote className="border-saffron-200 border-l-2 pl-3 text-ink-800 leading-relaxed">
        {connection.pitch}
      </blockquote>
      {connection.video ? (
        <p className="-mt-2 flex min-w-0 items-center gap-1.5 text-ink-600 text-sm">
          <Clapperboard aria-hidden className="size-4 shrink-0 text-saffron-600" />
          <span className="truncate">{connection.video.title}</span>
        </p>
      ) : null}
      <StepTracker status={connection.status} label={m.progressOf(name)} />
      {connection.status === 'passed' ? (
        <div className="flex items-start gap-3 rounded-xl bg-ink-50 px-4 py-3 ring-1 ring-ink-100">
          <MessageSquareQuote aria-hidden className="mt-0.5 size-5 shrink-0 text-ink-500" />
          <p className="text-ink-700 text-sm leading-relaxed">
            {connection.passReason ? (
              <>
                <span className="font-semibold text-ink-900">{m.passReason}: </span>
                {connection.passReason}
              </>
            ) : (
              m.passNoReason
            )}
          </p>
        </div>
      ) : null}
      {connection.status === 'meeting' ? (
        <p className="font-medium text-brand-700 text-sm">{m.meetingAsk}</p>
      ) : null}
      {connection.status === 'meeting' || connection.status === 'connected' ? (
        <IgniteMoves connection={connection} side="hustler" who={name} />
      ) : null}
    </li>
  );
}
