import { COFOUNDER_SKILLS, type CofounderMatch } from '@ideaignite/contract';
import { Check, MailCheck, Sparkles } from 'lucide-react';
import { useId, useState } from 'react';
import { Button } from '../../../components/button.tsx';
import { InviteAnswerButtons } from '../../../components/cofounders/invite-answer-buttons.tsx';
import { PersonLine } from '../../../components/cofounders/person-line.tsx';
import { cofounderInviteWords } from '../../../components/cofounders/words/index.ts';
import { useContractText } from '../../../lib/i18n/contract.ts';
import { useWords } from '../../../lib/i18n/words.ts';
import { choiceLabel } from '../../../lib/profile-labels.ts';
import { cofoundersWords } from '../words/index.ts';
import { InviteDialog } from './invite-dialog.tsx';
import { reasonText } from './match-reasons.ts';

/** One match: who, the score, why, and Invite (or where an invite between us stands). */
export function MatchCard({ match }: { match: CofounderMatch }) {
  const m = useWords(cofoundersWords);
  const shared = useWords(cofounderInviteWords);
  const t = useContractText();
  const [open, setOpen] = useState(false);
  const reasonsId = useId();
  const name = match.person.name || shared.someone;
  const offers = match.person.skillsOffered.map((skill) => t(choiceLabel(COFOUNDER_SKILLS, skill)));
  return (
    <li className="flex flex-col gap-4 rounded-card bg-white p-5 shadow-card ring-1 ring-ink-100">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <PersonLine person={match.person} headingLevel={2} />
        <p className="shrink-0 rounded-full bg-saffron-50 px-3 py-1 font-semibold text-saffron-800 text-sm ring-1 ring-saffron-200">
          {m.score(match.score)}
        </p>
      </div>
      {offers.length > 0 ? (
        <p className="text-ink-700 text-sm">
          <span className="font-semibold">{m.offers}: </span>
          {offers.join(', ')}
        </p>
      ) : null}
      <div>
        <h3 id={reasonsId} className="sr-only">
          {m.whyHeading(name)}
        </h3>
        {match.reasons.length > 0 ? (
          <ul aria-labelledby={reasonsId} className="flex flex-col gap-1.5">
            {match.reasons.map((reason) => (
              <li key={reason.key} className="flex items-start gap-2 text-ink-800 text-sm">
                <Check aria-hidden className="mt-0.5 size-4 shrink-0 text-leaf-600" />
                {reasonText(reason, m, t)}
              </li>
            ))}
          </ul>
        ) : (
          <p className="text-ink-600 text-sm">{m.noReasons}</p>
        )}
      </div>
      <div className="flex flex-wrap items-center gap-3">
        {match.invite?.direction === 'sent' ? (
          <p className="inline-flex items-center gap-2 font-semibold text-ink-700 text-sm">
            <MailCheck aria-hidden className="size-4 text-leaf-600" />
            {m.inviteSent}
          </p>
        ) : match.invite?.direction === 'received' ? (
          <div className="flex flex-col gap-2">
            <p className="font-semibold text-ink-700 text-sm">{m.invitedYou}</p>
            <InviteAnswerButtons inviteId={match.invite._id} name={name} />
          </div>
        ) : (
          <>
            <Button size="sm" onClick={() => setOpen(true)} aria-label={m.inviteWho(name)}>
              <Sparkles aria-hidden className="size-4" />
              {m.invite}
            </Button>
            <InviteDialog toId={match.person._id} name={name} open={open} onOpenChange={setOpen} />
          </>
        )}
      </div>
    </li>
  );
}
