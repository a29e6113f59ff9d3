import { ALLOWED_COVER_TYPES, CONTENT_MESSAGES, MAX_IMAGE_BYTES } from '@ideaignite/contract';
import { ImagePlus, X } from 'lucide-react';
import { type Ref, useId } from 'react';
import { chooseFile } from '../../lib/choose-file.ts';
import { useMessages } from '../../lib/i18n/messages.ts';
import { usePreviewUrl } from '../../lib/use-preview-url.ts';
import { buttonClasses } from '../button.tsx';
import { blogMessages } from './messages/index.ts';

/** The optional cover's checks before it travels (the server checks the content again). */
export function coverProblem(file: File): string | null {
  if (!(ALLOWED_COVER_TYPES as readonly string[]).includes(file.type)) return CONTENT_MESSAGES.invalidCover;
  if (file.size > MAX_IMAGE_BYTES) return CONTENT_MESSAGES.coverTooLarge;
  return null;
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
  const m = useMessages(blogMessages);
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
          <input
            ref={inputRef}
            id={id}
            type="file"
            accept={ALLOWED_COVER_TYPES.join(',')}
            aria-label={m.coverImage}
            aria-describedby={`${id}-hint`}
            disabled={disabled}
            onChange={(event) => chooseFile(event, coverProblem, onChange)}
            className="peer sr-only"
          />
          <div className="flex flex-wrap gap-2">
            <label
              htmlFor={id}
              className={buttonClasses(
                'secondary',
                'sm',
                'cursor-pointer peer-focus-visible:outline-2 peer-focus-visible:outline-saffron-500 peer-focus-visible:outline-offset-2',
              )}
            >
              {file ? m.changeCover : m.chooseCover}
            </label>
            {file ? (
              <button
                type="button"
                className={buttonClasses('ghost', 'sm')}
                onClick={remove}
                disabled={disabled}
              >
                <X aria-hidden className="size-4" />
                {m.removeCover}
              </button>
            ) : null}
          </div>
          <p id={`${id}-hint`} className="text-ink-500 text-xs">
            {m.coverHint(MAX_IMAGE_BYTES / 1024 / 1024)}
          </p>
        </div>
      </div>
    </div>
  );
}
