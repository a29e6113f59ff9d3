import { TEXT_LIMITS, VideoFieldsSchema, WORDS } from '@ideaignite/contract';
import { type FormEvent, useRef, useState } from 'react';
import { Alert } from '../../../components/alert.tsx';
import { Button } from '../../../components/button.tsx';
import { Modal } from '../../../components/modal.tsx';
import { TextAreaField } from '../../../components/text-area-field.tsx';
import { TextField } from '../../../components/text-field.tsx';
import type { OnVideoUploaded } from '../../../lib/create-content.ts';
import { useContractText } from '../../../lib/i18n/contract.ts';
import { useWords } from '../../../lib/i18n/words.ts';
import { useCreatePopup } from '../../../lib/use-create-popup.ts';
import { useSession } from '../../../lib/use-session.ts';
import { useUploadVideo, VideoUploadError } from '../api/upload-video.ts';
import { videosWords } from '../words/index.ts';
import { introWords } from '../words/intro/index.ts';
import { type ChosenCaptions, UploadCaptionsField } from './upload-captions-field.tsx';
import { UploadProgress } from './upload-progress.tsx';
import { VideoFileField, videoFileProblem } from './video-file-field.tsx';

type Status =
  | { kind: 'idle' }
  | { kind: 'uploading'; loaded: number; total: number }
  | { kind: 'success'; message: string }
  | { kind: 'error'; message: string };

interface VideoUploadDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Told of the stored video (a Job seeker's apply dialog attaches their new introduction). */
  onUploaded?: OnVideoUploaded;
}

/**
 * The Hustler's 'Create Videos' popup: idle → uploading (with real progress) → success or error.
 * A Job seeker's upload is their introduction (decision 039): its words say so, and it closes at
 * once on success, handing the video to whoever opened it (the apply dialog shows the message).
 */
export function VideoUploadDialog({ open, onOpenChange, onUploaded }: VideoUploadDialogProps) {
  const m = useWords(videosWords);
  const intro = useSession()?.role === 'Jobseeker';
  const introText = useWords(introWords);
  const t = useContractText();
  const [title, setTitle] = useState('');
  const [description, setDescription] = useState('');
  const [file, setFile] = useState<File | null>(null);
  const [captions, setCaptions] = useState<ChosenCaptions>({});
  const [status, setStatus] = useState<Status>({ kind: 'idle' });
  const fileInput = useRef<HTMLInputElement>(null);
  const abort = useRef<AbortController>(undefined);
  const upload = useUploadVideo();
  const uploading = status.kind === 'uploading';
  const { changeOpen, closeSoon } = useCreatePopup({
    open,
    onOpenChange,
    busy: uploading,
    onReopen: () => setStatus({ kind: 'idle' }),
  });

  function clearFile() {
    setFile(null);
    if (fileInput.current) fileInput.current.value = '';
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (uploading) return;
    if (!title.trim() || !description.trim() || !file) {
      return setStatus({ kind: 'error', message: WORDS.videoUpload.allRequired });
    }
    const fields = VideoFieldsSchema.safeParse({ title, description });
    if (!fields.success) {
      return setStatus({
        kind: 'error',
        message: fields.error.issues[0]?.message ?? WORDS.videoUpload.allRequired,
      });
    }
    const problem = videoFileProblem(file);
    if (problem) {
      clearFile();
      return setStatus({ kind: 'error', message: problem });
    }

    abort.current = new AbortController();
    setStatus({ kind: 'uploading', loaded: 0, total: file.size });
    try {
      const { message, video } = await upload.mutateAsync({
        ...fields.data,
        video: file,
        captions,
        signal: abort.current.signal,
        onProgress: ({ loaded, total }) => setStatus({ kind: 'uploading', loaded, total }),
      });
      setTitle('');
      setDescription('');
      setCaptions({});
      clearFile();
      if (video) onUploaded?.(video, message);
      if (intro && onUploaded) return changeOpen(false);
      setStatus({ kind: 'success', message });
      closeSoon();
    } catch (error) {
      if (error instanceof VideoUploadError && error.aborted) return setStatus({ kind: 'idle' });
      setStatus({
        kind: 'error',
        message: error instanceof VideoUploadError ? error.message : WORDS.videoUpload.unexpected,
      });
    }
  }

  return (
    <Modal
      open={open}
      onOpenChange={changeOpen}
      title={intro ? introText.title : m.createVideos}
      description={intro ? introText.description : m.uploadDescription}
      dismissible={!uploading}
    >
      <form onSubmit={submit} noValidate className="flex flex-col gap-5">
        <TextField
          label={m.titleLabel}
          name="title"
          value={title}
          onChange={(event) => setTitle(event.target.value)}
          placeholder={intro ? introText.titlePlaceholder : m.titlePlaceholder}
          maxLength={TEXT_LIMITS.title}
          disabled={uploading}
        />
        <TextAreaField
          label={m.descriptionLabel}
          name="description"
          value={description}
          onChange={(event) => setDescription(event.target.value)}
          placeholder={intro ? introText.descriptionPlaceholder : m.descriptionPlaceholder}
          rows={4}
          maxLength={TEXT_LIMITS.description}
          disabled={uploading}
        />
        <VideoFileField
          file={file}
          inputRef={fileInput}
          disabled={uploading}
          ideas={intro ? introText.fileIdeas : undefined}
          onChange={(chosen, problem) => {
            setFile(chosen);
            setStatus(problem ? { kind: 'error', message: problem } : { kind: 'idle' });
          }}
        />
        <UploadCaptionsField
          chosen={captions}
          disabled={uploading}
          onChange={(chosen, problem) => {
            setCaptions(chosen);
            setStatus(problem ? { kind: 'error', message: problem } : { kind: 'idle' });
          }}
        />
        {status.kind === 'uploading' ? <UploadProgress loaded={status.loaded} total={status.total} /> : null}
        {status.kind === 'error' ? <Alert tone="error">{t(status.message)}</Alert> : null}
        {status.kind === 'success' ? <Alert tone="success">{t(status.message)}</Alert> : null}
        <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          {uploading ? (
            <Button variant="ghost" onClick={() => abort.current?.abort()}>
              {m.cancelUpload}
            </Button>
          ) : null}
          <Button type="submit" busy={uploading} className="sm:min-w-40">
            {uploading ? m.uploading : intro ? introText.upload : m.uploadVideo}
          </Button>
        </div>
      </form>
    </Modal>
  );
}
