import { ApplyInputSchema, JOB_LIMITS, type Job, type Video } from '@ideaignite/contract';
import { Video as VideoIcon } from 'lucide-react';
import { type FormEvent, useId, useRef, useState } from 'react';
import { Alert } from '../../../components/alert.tsx';
import { Button } from '../../../components/button.tsx';
import { Link } from '../../../components/link.tsx';
import { Modal } from '../../../components/modal.tsx';
import { ProgressBar } from '../../../components/progress-bar.tsx';
import { SelectField } from '../../../components/select-field.tsx';
import { TextAreaField } from '../../../components/text-area-field.tsx';
import { useStartOnOpen } from '../../../components/use-start-on-open.ts';
import { useCompleteness } from '../../../lib/api/get-completeness.ts';
import { useMyVideos } from '../../../lib/api/get-my-videos.ts';
import { useCreateContent } from '../../../lib/create-content.ts';
import { errorMessage } from '../../../lib/error-message.ts';
import { useContractText } from '../../../lib/i18n/contract.ts';
import { useWords } from '../../../lib/i18n/words.ts';
import { PATHS } from '../../../lib/paths.ts';
import { useApplyToJob } from '../lib/jobs-queries.ts';
import { jobsWords } from '../words/index.ts';
import { applyWords } from './words/index.ts';

interface ApplyDialogProps {
  job: Pick<Job, '_id' | 'title' | 'questions'>;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Where focus goes once the application is sent (the Apply button has given way). */
  focusWhenDone?: () => HTMLElement | null | undefined;
}

/**
 * Applying, in one step (issue 25): the profile goes with it (its completeness shown, the missing
 * parts named), an optional note (≤ 1,000, counted), an answer to every screening question
 * (required), optionally one of the applicant's own videos: their introduction, which they may
 * record or upload from here (decision 039) in the video popup above this one, so nothing typed
 * here is lost; the new video comes back chosen. The server's refusal shows in its words.
 */
export function ApplyDialog({ job, open, onOpenChange, focusWhenDone }: ApplyDialogProps) {
  const m = useWords(jobsWords);
  const w = useWords(applyWords);
  const t = useContractText();
  const create = useCreateContent();
  const completeness = useCompleteness();
  const videos = useMyVideos(open);
  const apply = useApplyToJob(job._id);
  const [note, setNote] = useState('');
  const [answers, setAnswers] = useState<string[]>(() => job.questions.map(() => ''));
  const [videoId, setVideoId] = useState('');
  /** The introduction just recorded from here: chosen, and listed until the list has it. */
  const [recorded, setRecorded] = useState<Pick<Video, '_id' | 'title'> | null>(null);
  const [answerErrors, setAnswerErrors] = useState<(string | undefined)[]>([]);
  const [noteError, setNoteError] = useState<string | undefined>();
  const [failure, setFailure] = useState<string | null>(null);
  const firstField = useRef<HTMLTextAreaElement>(null);
  const attachedId = useId();
  const answerRefs = useRef<(HTMLTextAreaElement | null)[]>([]);

  useStartOnOpen(open, () => {
    setFailure(null);
    setAnswerErrors([]);
    setNoteError(undefined);
    setRecorded(null);
  });

  function recordIntroduction() {
    create?.open('video', (video) => {
      setRecorded({ _id: video._id, title: video.title });
      setVideoId(video._id);
    });
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (apply.isPending) return;
    setFailure(null);
    const missing = answers.map((answer) => (answer.trim() ? undefined : m.answerRequired));
    setAnswerErrors(missing);
    const firstMissing = missing.findIndex(Boolean);
    if (firstMissing >= 0) {
      answerRefs.current[firstMissing]?.focus();
      return;
    }
    const parsed = ApplyInputSchema.safeParse({
      note: note.trim() || undefined,
      answers: answers.map((answer) => answer.trim()),
      videoId,
    });
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      if (issue?.path[0] === 'note') return setNoteError(t(issue.message));
      return setFailure(t(issue?.message ?? m.applyFailed));
    }
    try {
      await apply.mutateAsync(parsed.data);
      onOpenChange(false);
    } catch (error) {
      setFailure(t(errorMessage(error, m.applyFailed)));
    }
  }

  const score = completeness.data?.score;
  const missingItems = completeness.data?.missing ?? [];
  const mine = videos.data ?? [];
  const listed = recorded && !mine.some((video) => video._id === recorded._id) ? [recorded, ...mine] : mine;
  const options = listed.map((video) => ({ value: video._id, label: video.title }));
  const noVideos = videos.isSuccess && options.length === 0;
  const videoHint = videos.isPending ? m.loadingVideos : noVideos && !create ? m.noVideosYet : undefined;
  const prefetch = () => create?.prefetch();
  const attachedShown = recorded !== null && videoId === recorded._id;

  return (
    <Modal
      open={open}
      onOpenChange={onOpenChange}
      title={m.applyTitle(job.title)}
      description={m.applyIntro}
      dismissible={!apply.isPending}
      focusWhenOpenerGone={focusWhenDone}
      initialFocus={job.questions.length > 0 ? undefined : firstField}
      size="lg"
    >
      <form onSubmit={submit} noValidate className="flex flex-col gap-5">
        {score === undefined ? null : (
          <section className="rounded-xl bg-ink-50 p-4 ring-1 ring-ink-100">
            <p className="font-semibold text-ink-900">{m.profileComplete(score)}</p>
            <ProgressBar percent={score} label={m.profileComplete(score)} className="mt-2" />
            {missingItems.length > 0 ? (
              <p className="mt-2 text-ink-700 text-sm">
                {m.profileMissing} {missingItems.map((item) => m.completenessItems[item]).join(', ')}.{' '}
                <Link to={PATHS.updateProfile} className="font-semibold text-brand-700 underline">
                  {m.completeProfile}
                </Link>
              </p>
            ) : null}
          </section>
        )}
        {job.questions.map((question, index) => (
          <TextAreaField
            // The questions are fixed for the posting: their order is their identity.
            // biome-ignore lint/suspicious/noArrayIndexKey: see above
            key={index}
            ref={(element) => {
              answerRefs.current[index] = element;
            }}
            label={question}
            name={`answer-${index}`}
            value={answers[index] ?? ''}
            onChange={(event) => {
              const next = [...answers];
              next[index] = event.target.value;
              setAnswers(next);
              if (answerErrors[index]) {
                const errors = [...answerErrors];
                errors[index] = undefined;
                setAnswerErrors(errors);
              }
            }}
            maxChars={JOB_LIMITS.answer}
            error={answerErrors[index]}
            required
          />
        ))}
        <TextAreaField
          ref={firstField}
          label={m.noteLabel}
          name="note"
          value={note}
          placeholder={m.notePlaceholder}
          onChange={(event) => {
            setNote(event.target.value);
            if (noteError) setNoteError(undefined);
          }}
          maxChars={JOB_LIMITS.note}
          error={noteError}
        />
        <SelectField
          label={w.videoLabel}
          name="videoId"
          value={videoId}
          onChange={(event) => setVideoId(event.target.value)}
          options={options}
          emptyOption={m.noVideo}
          hint={videoHint}
          disabled={videos.isPending && videos.fetchStatus !== 'idle'}
        />
        {create && (noVideos || options.length > 0) ? (
          // One shape in both states, so the button stays the same element: focus comes back to
          // it when the video popup closes, and it then names the introduction just added.
          <div
            className={
              noVideos
                ? '-mt-2 flex items-start gap-3 rounded-xl border-2 border-saffron-200 border-dashed bg-saffron-50/60 p-4'
                : '-mt-3 flex'
            }
          >
            {noVideos ? (
              <span className="hidden size-10 shrink-0 items-center justify-center rounded-full bg-white text-saffron-600 shadow-sm sm:flex">
                <VideoIcon aria-hidden className="size-5" />
              </span>
            ) : null}
            <div className="flex min-w-0 flex-col items-start gap-3">
              {noVideos ? (
                <div>
                  <p className="font-semibold text-ink-900">{w.offerTitle}</p>
                  <p className="mt-1 text-ink-700 text-sm leading-relaxed">{w.offer}</p>
                </div>
              ) : null}
              <Button
                variant={noVideos ? 'secondary' : 'ghost'}
                size="sm"
                className={noVideos ? undefined : '-ml-3'}
                onClick={recordIntroduction}
                onFocus={prefetch}
                onPointerEnter={prefetch}
                aria-describedby={attachedShown ? attachedId : undefined}
              >
                {noVideos ? null : <VideoIcon aria-hidden className="size-4" />}
                {noVideos ? w.record : w.recordAnother}
              </Button>
            </div>
          </div>
        ) : null}
        {attachedShown ? (
          <div id={attachedId}>
            <Alert tone="success">{w.attached(recorded.title)}</Alert>
          </div>
        ) : null}
        {failure ? <Alert tone="error">{failure}</Alert> : null}
        <div className="flex flex-wrap justify-end gap-2">
          <Button variant="secondary" onClick={() => onOpenChange(false)} disabled={apply.isPending}>
            {m.cancel}
          </Button>
          <Button type="submit" busy={apply.isPending}>
            {apply.isPending ? m.sending : m.sendApplication}
          </Button>
        </div>
      </form>
    </Modal>
  );
}
