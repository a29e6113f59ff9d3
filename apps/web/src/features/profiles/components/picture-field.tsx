import { ALLOWED_PROFILE_PICTURE_TYPES, MAX_IMAGE_BYTES, PROFILE_ERRORS } from '@ideaignite/contract';
import { Camera } from 'lucide-react';
import { type ChangeEvent, useState } from 'react';
import { labelClasses } from '../../../components/field-styles.ts';
import { ImagePickButtons } from '../../../components/image-pick-buttons.tsx';
import { fileProblem } from '../../../lib/choose-file.ts';
import { useContractText } from '../../../lib/i18n/contract.ts';
import { useWords } from '../../../lib/i18n/words.ts';
import { usePreviewUrl } from '../../../lib/use-preview-url.ts';
import { profilesWords } from '../words/index.ts';

interface PictureFieldProps {
  file: File | null;
  onChange: (file: File | null) => void;
  /** The picture already saved, shown until a new one is chosen. */
  currentUrl?: string | null;
  /** The file input's id, for a link to it (/Update_profile#profilePic). */
  id?: string;
}

/** Catches a wrong type or an oversized file before it travels; the server checks again by content. */
function pictureProblem(file: File): string | null {
  return fileProblem(file, {
    types: ALLOWED_PROFILE_PICTURE_TYPES,
    maxBytes: MAX_IMAGE_BYTES,
    wrongType: PROFILE_ERRORS.invalidPicture,
    tooLarge: PROFILE_ERRORS.pictureTooLarge,
  });
}

export function PictureField({ file, onChange, currentUrl, id = 'profilePic' }: PictureFieldProps) {
  const m = useWords(profilesWords);
  const t = useContractText();
  const [problem, setProblem] = useState<string | null>(null);
  const previewUrl = usePreviewUrl(file);
  const shown = previewUrl ?? currentUrl ?? null;

  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = event.target.files?.[0] ?? null;
    event.target.value = '';
    if (!chosen) return;
    const issue = pictureProblem(chosen);
    setProblem(issue);
    if (!issue) onChange(chosen);
  };

  return (
    <div className="flex flex-col items-center gap-4 text-center sm:flex-row sm:text-left">
      <div className="size-28 shrink-0 overflow-hidden rounded-full bg-ink-100 ring-4 ring-white shadow-card">
        {shown ? (
          <img
            src={shown}
            alt={previewUrl ? m.previewAlt : m.currentPictureAlt}
            className="size-full object-cover"
          />
        ) : (
          <div className="flex size-full flex-col items-center justify-center gap-1 text-ink-500">
            <Camera aria-hidden className="size-6" />
            <span className="font-medium text-xs">{m.noImage}</span>
          </div>
        )}
      </div>
      <div className="flex flex-col items-center gap-2 sm:items-start">
        <span className={labelClasses}>{m.profilePicture}</span>
        <ImagePickButtons
          id={id}
          accept="image/*"
          label={m.profilePicture}
          describedBy={`${id}-note`}
          onPick={choose}
          chooseLabel={shown ? m.changePicture : m.choosePicture}
          removeLabel={file ? m.removeNewPicture : null}
          onRemove={() => onChange(null)}
          className="justify-center"
        />
        <p id={`${id}-note`} className={problem ? 'text-danger-700 text-sm' : 'text-ink-500 text-xs'}>
          {problem === null ? m.pictureNote(MAX_IMAGE_BYTES / 1024 / 1024) : t(problem)}
        </p>
      </div>
    </div>
  );
}
