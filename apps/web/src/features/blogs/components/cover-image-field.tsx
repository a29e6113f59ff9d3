import { ALLOWED_COVER_TYPES, BLOGS_WORDS, MAX_IMAGE_BYTES } from '@ideaignite/contract';
import { ImagePlus } from 'lucide-react';
import { type Ref, useId } from 'react';
import { ImagePickButtons } from '../../../components/image-pick-buttons.tsx';
import { chooseFile, fileProblem } from '../../../lib/choose-file.ts';
import { useWords } from '../../../lib/i18n/words.ts';
import { usePreviewUrl } from '../../../lib/use-preview-url.ts';
import { blogsWords } from '../words/index.ts';

/** The optional cover's checks before it travels (the server checks the content again). */
export function coverProblem(file: File): string | null {
  return fileProblem(file, {
    types: ALLOWED_COVER_TYPES,
    maxBytes: MAX_IMAGE_BYTES,
    wrongType: BLOGS_WORDS.invalidCover,
    tooLarge: BLOGS_WORDS.coverTooLarge,
  });
}

interface CoverImageFieldProps {
  file: File | null;
  inputRef: Ref<HTMLInputElement>;
  disabled?: boolean;
  /** A valid file (or none), or null with the reason it was refused (the input is already cleared). */
  onChange: (file: File | null, problem: string | null) => void;
}

/** The optional cover image (png, jpeg, jpg) with a live preview. */
export function CoverImageField({ file, inputRef, disabled, onChange }: CoverImageFieldProps) {
  const m = useWords(blogsWords);
  const id = useId();
  const preview = usePreviewUrl(file);

  function remove() {
    onChange(null, null);
  }

  return (
    <div className="flex flex-col gap-1.5">
      <span className="font-medium text-ink-800 text-sm">
        {m.coverImage} <span className="font-normal text-ink-500">{m.optional}</span>
      </span>
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center">
        <div className="flex aspect-[16/9] w-full shrink-0 items-center justify-center overflow-hidden rounded-xl bg-ink-100 text-ink-400 sm:w-48">
          {preview ? (
            <img src={preview} alt={m.coverPreview} className="size-full object-cover" />
          ) : (
            <ImagePlus aria-hidden className="size-8" />
          )}
        </div>
        <div className="flex flex-col items-start gap-2">
          <ImagePickButtons
            id={id}
            inputRef={inputRef}
            accept={ALLOWED_COVER_TYPES.join(',')}
            label={m.coverImage}
            describedBy={`${id}-hint`}
            disabled={disabled}
            onPick={(event) => chooseFile(event, coverProblem, onChange)}
            chooseLabel={file ? m.changeCover : m.chooseCover}
            removeLabel={file ? m.removeCover : null}
            onRemove={remove}
          />
          <p id={`${id}-hint`} className="text-ink-500 text-xs">
            {m.coverHint(MAX_IMAGE_BYTES / 1024 / 1024)}
          </p>
        </div>
      </div>
    </div>
  );
}
