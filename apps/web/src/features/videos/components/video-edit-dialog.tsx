import { TEXT_LIMITS, type Video, VideoFieldsSchema, WORDS } from '@ideaignite/contract';
import { type FormEvent, useState } from 'react';
import { EditFormFooter } from '../../../components/edit-form-footer.tsx';
import { Modal } from '../../../components/modal.tsx';
import { TextAreaField } from '../../../components/text-area-field.tsx';
import { TextField } from '../../../components/text-field.tsx';
import { useStartOnOpen } from '../../../components/use-start-on-open.ts';
import { announce } from '../../../lib/announce.ts';
import { useEditVideo } from '../../../lib/api/change-content.ts';
import { errorMessage } from '../../../lib/error-message.ts';
import { useWords } from '../../../lib/i18n/words.ts';
import { videosWords } from '../words/index.ts';
import { VideoCaptionsSection } from './video-captions-section.tsx';

export interface VideoEditDialogProps {
  video: Video;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** The uploader changes a video's title and description, under the upload's rules. */
export function VideoEditDialog({ video, open, onOpenChange }: VideoEditDialogProps) {
  const m = useWords(videosWords);
  const edit = useEditVideo();
  const [title, setTitle] = useState(video.title);
  const [description, setDescription] = useState(video.description);
  const [error, setError] = useState<string | null>(null);

  useStartOnOpen(open, () => {
    setTitle(video.title);
    setDescription(video.description);
    setError(null);
  });

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (edit.isPending) return;
    const fields = VideoFieldsSchema.safeParse({ title, description });
    if (!fields.success) return setError(fields.error.issues[0]?.message ?? WORDS.videoUpload.allRequired);
    setError(null);
    try {
      const answer = await edit.mutateAsync({ videoId: video._id, fields: fields.data });
      announce(answer.message);
      onOpenChange(false);
    } catch (failure) {
      setError(errorMessage(failure, WORDS.auth.networkError));
    }
  }

  return (
    <Modal open={open} onOpenChange={onOpenChange} title={m.editVideo} dismissible={!edit.isPending}>
      <form onSubmit={submit} noValidate className="flex flex-col gap-5">
        <TextField
          label={m.videoTitle}
          name="title"
          value={title}
          onChange={(event) => setTitle(event.target.value)}
          maxLength={TEXT_LIMITS.title}
          required
        />
        <TextAreaField
          label={m.videoDescription}
          name="description"
          value={description}
          onChange={(event) => setDescription(event.target.value)}
          rows={5}
          maxLength={TEXT_LIMITS.description}
          required
        />
        <EditFormFooter error={error} pending={edit.isPending} onCancel={() => onOpenChange(false)} />
      </form>
      <div className="mt-6">
        <VideoCaptionsSection video={video} />
      </div>
    </Modal>
  );
}
