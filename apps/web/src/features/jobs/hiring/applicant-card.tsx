import { type ApplicationMove, JOB_LIMITS, movesFrom, type TrackedApplication } from '@ideaignite/contract';
import { ChevronDown, MessageCircle } from 'lucide-react';
import { type FormEvent, useId, useRef, useState } from 'react';
import { Alert } from '../../../components/alert.tsx';
import { Button, ButtonLink } from '../../../components/button.tsx';
import { Link } from '../../../components/link.tsx';
import { Modal } from '../../../components/modal.tsx';
import { PitchVideo } from '../../../components/pitch-video.tsx';
import { ProfileAvatar } from '../../../components/profile-avatar.tsx';
import { TextAreaField } from '../../../components/text-area-field.tsx';
import { authorName } from '../../../lib/author-name.ts';
import { formatDate } from '../../../lib/dates.ts';
import { errorMessage } from '../../../lib/error-message.ts';
import { useLocale } from '../../../lib/i18n/locale.ts';
import { useWords } from '../../../lib/i18n/words.ts';
import { messageUserPath, userPath } from '../../../lib/paths.ts';
import { filled } from '../../../lib/profile-labels.ts';
import { ApplicationTimeline } from '../applications/application-timeline.tsx';
import { ApplicationChip } from '../components/status-chip.tsx';
import { useMoveApplication } from './use-tracker.ts';
import { hiringWords } from './words/index.ts';

/** Steps from which the pair may talk: shortlisting opens the chat. */
const TALKING = ['shortlisted', 'interview', 'offer', 'hired'];

/**
 * One applicant as the startup sees them: who, how complete their profile is, where the
 * application stands; the application itself (note, answers to the questions, video, timeline)
 * on opening, which marks a new one viewed; the moves its step allows, and Message once shortlisted.
 * A move takes its own button away, so the page says where focus goes next: `onMoved` once the
 * tracker shows the move, `focusAfterMove` when the Not selected dialog closes.
 */
export function ApplicantCard({
  application,
  questions,
  onMoved,
  focusAfterMove,
}: {
  application: TrackedApplication;
  questions: readonly string[];
  onMoved: () => void;
  focusAfterMove: () => HTMLElement | null;
}) {
  const m = useWords(hiringWords);
  const locale = useLocale();
  const detailsId = useId();
  const move = useMoveApplication();
  const [open, setOpen] = useState(false);
  const [rejecting, setRejecting] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const viewed = useRef(false);
  const { applicant } = application;
  const name = authorName(applicant);
  const role = filled(applicant.profiledetails.desiredRole) ?? m.jobSeeker;
  const moves = movesFrom(application.status).filter((name) => name !== 'view');

  function toggle() {
    const next = !open;
    setOpen(next);
    // Reading a new application tells the applicant it was viewed (once).
    if (next && application.status === 'applied' && !viewed.current) {
      viewed.current = true;
      move.mutate({ applicationId: application._id, move: 'view' });
    }
  }

  function makeMove(name: ApplicationMove) {
    if (name === 'reject') {
      setRejecting(true);
      return;
    }
    setFailure(null);
    // mutateAsync settles once the tracker has refetched (useMoveApplication's onSettled waits for
    // it), and even when the move took this card out of the list.
    void move
      .mutateAsync({ applicationId: application._id, move: name })
      .then(onMoved, (error) => setFailure(errorMessage(error, m.actionFailed)));
  }

  return (
    <li className="rounded-card bg-white p-5 shadow-card ring-1 ring-ink-100">
      <div className="flex flex-wrap items-start gap-3">
        <ProfileAvatar src={applicant.profiledetails.profilePic} name={name} className="size-12" decorative />
        <div className="min-w-0 flex-1">
          <h3
            tabIndex={-1}
            data-applicant-name={application._id}
            className="rounded font-semibold text-ink-900 focus:outline-2 focus:outline-offset-2 focus:outline-saffron-500"
          >
            <Link to={userPath(applicant._id)} className="hover:underline focus-visible:underline">
              {name}
            </Link>
          </h3>
          <p className="text-ink-700 text-sm">{role}</p>
          <p className="mt-0.5 text-ink-600 text-xs">
            {[
              application.completeness == null ? null : m.completeness(application.completeness),
              m.appliedOn(formatDate(application.createdAt, 'dayMonthYear', locale)),
            ]
              .filter(Boolean)
              .join(' · ')}
          </p>
        </div>
        <ApplicationChip status={application.status} />
      </div>

      <button
        type="button"
        aria-expanded={open}
        aria-controls={detailsId}
        onClick={toggle}
        className="mt-3 inline-flex min-h-11 items-center gap-1.5 rounded-xl px-2 font-semibold text-brand-700 text-sm hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-saffron-500"
      >
        <ChevronDown aria-hidden className={open ? 'size-4 rotate-180' : 'size-4'} />
        {open ? m.hideDetails : m.details}
      </button>
      <div id={detailsId} hidden={!open} className="mt-2 flex flex-col gap-4">
        {application.note ? (
          <div>
            <h4 className="font-medium text-ink-800 text-sm">{m.note}</h4>
            <p className="mt-1 whitespace-pre-line text-ink-700 text-sm">{application.note}</p>
          </div>
        ) : null}
        {questions.length > 0 ? (
          <div>
            <h4 className="font-medium text-ink-800 text-sm">{m.answers}</h4>
            <dl className="mt-1 flex flex-col gap-2 text-sm">
              {questions.map((question, index) => (
                <div key={question}>
                  <dt className="text-ink-600">{question}</dt>
                  <dd className="whitespace-pre-line text-ink-900">
                    {filled(application.answers[index]) ?? m.noAnswer}
                  </dd>
                </div>
              ))}
            </dl>
          </div>
        ) : null}
        {application.video ? (
          <div>
            <h4 className="mb-2 font-medium text-ink-800 text-sm">{m.video}</h4>
            <div className="max-w-md">
              <PitchVideo
                video={application.video}
                label={m.video}
                playLabel={m.watchVideo(application.video.title)}
              />
            </div>
          </div>
        ) : null}
        <div>
          <h4 className="mb-2 font-medium text-ink-800 text-sm">{m.timeline}</h4>
          <ApplicationTimeline application={application} side="startup" />
        </div>
      </div>

      {failure ? (
        <Alert tone="error" className="mt-3">
          {failure}
        </Alert>
      ) : null}
      {moves.length > 0 || TALKING.includes(application.status) ? (
        <div className="mt-4 flex flex-wrap gap-2">
          {moves.map((name) => (
            <Button
              key={name}
              size="sm"
              variant={name === 'reject' ? 'ghost' : name === moves[0] ? 'primary' : 'secondary'}
              busy={move.isPending && move.variables?.move === name}
              onClick={() => makeMove(name)}
            >
              {m.moves[name]}
            </Button>
          ))}
          {TALKING.includes(application.status) ? (
            <ButtonLink
              to={messageUserPath(applicant._id)}
              size="sm"
              variant="secondary"
              aria-label={m.messageApplicant(name)}
            >
              <MessageCircle aria-hidden className="size-4" />
              {m.message}
            </ButtonLink>
          ) : null}
        </div>
      ) : null}
      <RejectDialog
        open={rejecting}
        onOpenChange={setRejecting}
        name={name}
        onReject={(reason) => move.mutateAsync({ applicationId: application._id, move: 'reject', reason })}
        focusWhenOpenerGone={focusAfterMove}
      />
    </li>
  );
}

/** "Not selected", with an optional reason the applicant is shown. */
function RejectDialog({
  open,
  onOpenChange,
  name,
  onReject,
  focusWhenOpenerGone,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  name: string;
  onReject: (reason: string) => Promise<unknown>;
  focusWhenOpenerGone: () => HTMLElement | null;
}) {
  const m = useWords(hiringWords);
  const [reason, setReason] = useState('');
  const [pending, setPending] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (pending) return;
    setPending(true);
    setFailure(null);
    try {
      await onReject(reason);
      setReason('');
      onOpenChange(false);
    } catch (error) {
      setFailure(errorMessage(error, m.actionFailed));
    } finally {
      setPending(false);
    }
  }

  return (
    <Modal
      open={open}
      onOpenChange={onOpenChange}
      title={m.rejectTitle}
      description={m.rejectText(name)}
      dismissible={!pending}
      focusWhenOpenerGone={focusWhenOpenerGone}
    >
      <form onSubmit={submit} className="flex flex-col gap-4">
        {failure ? <Alert tone="error">{failure}</Alert> : null}
        <TextAreaField
          label={m.rejectReasonLabel}
          value={reason}
          maxChars={JOB_LIMITS.rejectReason}
          onChange={(event) => setReason(event.target.value)}
        />
        <div className="flex flex-wrap justify-end gap-2">
          <Button variant="secondary" onClick={() => onOpenChange(false)} disabled={pending}>
            {m.cancel}
          </Button>
          <Button type="submit" variant="danger" busy={pending}>
            {pending ? m.rejecting : m.confirmReject}
          </Button>
        </div>
      </form>
    </Modal>
  );
}
