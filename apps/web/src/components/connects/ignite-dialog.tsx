import { IgniteSchema, PITCH_MAX_LENGTH, WORDS } from '@ideaignite/contract';
import { Clock } from 'lucide-react';
import { type FormEvent, useRef, useState } from 'react';
import { useMyVideos } from '../../lib/api/get-my-videos.ts';
import type { useIgniteInvestor } from '../../lib/api/ignite-investor.ts';
import { ApiError } from '../../lib/api-client.ts';
import { errorMessage } from '../../lib/error-message.ts';
import { useContractText } from '../../lib/i18n/contract.ts';
import { useWords } from '../../lib/i18n/words.ts';
import { Alert } from '../alert.tsx';
import { Button } from '../button.tsx';
import { Modal } from '../modal.tsx';
import { SelectField } from '../select-field.tsx';
import { TextAreaField } from '../text-area-field.tsx';
import { useStartOnOpen } from '../use-start-on-open.ts';
import { componentsWords } from '../words/index.ts';

interface IgniteDialogProps {
  investorId: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The button's mutation: the button shows its outcome once the dialog has closed. */
  ignite: ReturnType<typeof useIgniteInvestor>;
}

type Failure = { kind: 'limit' | 'other'; text: string };

/**
 * The Ignite itself: a pitch line (required, ≤ 280, counted as it is typed) and optionally one
 * of the Hustler's own videos. The contract's schema checks it first, with its words; the server's
 * refusal (already ignited, 10 a day) shows here, the daily limit set apart.
 */
export function IgniteDialog({ investorId, open, onOpenChange, ignite }: IgniteDialogProps) {
  const m = useWords(componentsWords);
  const t = useContractText();
  const videos = useMyVideos(open);
  const [pitch, setPitch] = useState('');
  const [videoId, setVideoId] = useState('');
  const [pitchError, setPitchError] = useState<string | undefined>();
  const [failure, setFailure] = useState<Failure | null>(null);
  const pitchField = useRef<HTMLTextAreaElement>(null);

  useStartOnOpen(open, () => {
    setPitchError(undefined);
    setFailure(null);
  });

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (ignite.isPending) return;
    setFailure(null);
    const parsed = IgniteSchema.safeParse({ investorId, pitch, videoId });
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      if (issue?.path[0] === 'pitch') return setPitchError(issue.message);
      return setFailure({ kind: 'other', text: issue?.message ?? WORDS.lists.igniteFailed });
    }
    setPitchError(undefined);
    try {
      await ignite.mutateAsync(parsed.data);
      setPitch('');
      setVideoId('');
      onOpenChange(false);
    } catch (error) {
      const text = errorMessage(error, WORDS.lists.igniteFailed, {
        unanswered: WORDS.lists.igniteFailed,
      });
      setFailure({ kind: error instanceof ApiError && error.status === 429 ? 'limit' : 'other', text });
    }
  }

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
      title={m.igniteTitle}
      description={m.igniteIntro}
      dismissible={!ignite.isPending}
      initialFocus={pitchField}
    >
      <form onSubmit={submit} noValidate className="flex flex-col gap-5">
        <TextAreaField
          ref={pitchField}
          label={m.pitchLabel}
          name="pitch"
          value={pitch}
          onChange={(event) => {
            setPitch(event.target.value);
            if (pitchError) setPitchError(undefined);
          }}
          maxChars={PITCH_MAX_LENGTH}
          placeholder={m.pitchPlaceholder}
          error={pitchError}
          required
        />
        <SelectField
          label={m.attachVideo}
          name="videoId"
          value={videoId}
          onChange={(event) => setVideoId(event.target.value)}
          options={options}
          emptyOption={m.noVideo}
          hint={videoHint}
          disabled={videos.isPending && videos.fetchStatus !== 'idle'}
        />
        {failure?.kind === 'limit' ? (
          <div
            role="alert"
            className="flex items-start gap-3 rounded-xl bg-saffron-50 px-4 py-3 text-saffron-800 ring-1 ring-saffron-200"
          >
            <Clock aria-hidden className="mt-0.5 size-5 shrink-0" />
            <div>
              <p className="font-semibold">{m.dailyLimitTitle}</p>
              <p className="text-sm leading-relaxed">{t(failure.text)}</p>
            </div>
          </div>
        ) : failure ? (
          <Alert tone="error">{t(failure.text)}</Alert>
        ) : null}
        <div className="flex flex-wrap justify-end gap-2">
          <Button variant="secondary" onClick={() => onOpenChange(false)} disabled={ignite.isPending}>
            {m.cancel}
          </Button>
          <Button type="submit" busy={ignite.isPending}>
            {ignite.isPending ? m.igniting : m.sendIgnite}
          </Button>
        </div>
      </form>
    </Modal>
  );
}
