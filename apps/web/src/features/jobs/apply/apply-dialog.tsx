import { ApplyInputSchema, JOB_LIMITS, type Job } from '@ideaignite/contract';
import { type FormEvent, useRef, useState } from 'react';
import { Link } from 'react-router';
import { Alert } from '../../../components/alert.tsx';
import { Button } from '../../../components/button.tsx';
import { Modal } from '../../../components/modal.tsx';
import { ProgressBar } from '../../../components/progress-bar.tsx';
import { SelectField } from '../../../components/select-field.tsx';
import { TextAreaField } from '../../../components/text-area-field.tsx';
import { useStartOnOpen } from '../../../components/use-start-on-open.ts';
import { useCompleteness } from '../../../lib/api/get-completeness.ts';
import { useMyVideos } from '../../../lib/api/get-my-videos.ts';
import { errorMessage } from '../../../lib/error-message.ts';
import { useContractText } from '../../../lib/i18n/contract.ts';
import { useWords } from '../../../lib/i18n/words.ts';
import { PATHS } from '../../../lib/paths.ts';
import { useApplyToJob } from '../lib/jobs-queries.ts';
import { jobsWords } from '../words/index.ts';

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
 * (required), optionally one of the applicant's own videos. The server's refusal shows in its words.
 */
export function ApplyDialog({ job, open, onOpenChange, focusWhenDone }: ApplyDialogProps) {
  const m = useWords(jobsWords);
  const t = useContractText();
  const completeness = useCompleteness();
  const videos = useMyVideos(open);
  const apply = useApplyToJob(job._id);
  const [note, setNote] = useState('');
  const [answers, setAnswers] = useState<string[]>(() => job.questions.map(() => ''));
  const [videoId, setVideoId] = useState('');
  const [answerErrors, setAnswerErrors] = useState<(string | undefined)[]>([]);
  const [noteError, setNoteError] = useState<string | undefined>();
  const [failure, setFailure] = useState<string | null>(null);
  const firstField = useRef<HTMLTextAreaElement>(null);
  const answerRefs = useRef<(HTMLTextAreaElement | null)[]>([]);

  useStartOnOpen(open, () => {
    setFailure(null);
    setAnswerErrors([]);
    setNoteError(undefined);
  });

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
  const options = (videos.data ?? []).map((video) => ({ value: video._id, label: video.title }));
  const videoHint = videos.isPending
    ? m.loadingVideos
    : videos.isSuccess && options.length === 0
      ? m.noVideosYet
      : undefined;

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
          label={m.videoLabel}
          name="videoId"
          value={videoId}
          onChange={(event) => setVideoId(event.target.value)}
          options={options}
          emptyOption={m.noVideo}
          hint={videoHint}
          disabled={videos.isPending && videos.fetchStatus !== 'idle'}
        />
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
