import {
  ACCEPTED_VIDEO_CONTENT_TYPES,
  ALLOWED_VIDEO_TYPES,
  MAX_VIDEO_BYTES,
  WORDS,
} from '@ideaignite/contract';
import { Film, Upload } from 'lucide-react';
import { type Ref, useId } from 'react';
import { chooseFile, fileProblem } from '../../../lib/choose-file.ts';
import { cn } from '../../../lib/cn.ts';
import { useWords } from '../../../lib/i18n/words.ts';
import { formatMegabytes } from '../format-bytes.ts';
import { videosWords } from '../words/index.ts';

/** The spec's checks before a byte travels (the server checks the content again). */
export function videoFileProblem(file: File): string | null {
  return fileProblem(file, {
    types: ACCEPTED_VIDEO_CONTENT_TYPES,
    maxBytes: MAX_VIDEO_BYTES,
    wrongType: WORDS.videoUpload.invalidType,
    tooLarge: WORDS.videoUpload.tooLarge,
  });
}

interface VideoFileFieldProps {
  file: File | null;
  inputRef: Ref<HTMLInputElement>;
  disabled?: boolean;
  /** What to upload, said under the picker before a file is chosen (a pitch, an introduction). */
  ideas?: string;
  /** A valid file, or null with the reason it was refused (the input is already cleared). */
  onChange: (file: File | null, problem: string | null) => void;
}

/** The video picker: a large target showing the chosen file's name and size. */
export function VideoFileField({ file, inputRef, disabled, ideas, onChange }: VideoFileFieldProps) {
  const m = useWords(videosWords);
  const id = useId();

  return (
    <div className="flex flex-col gap-1.5">
      <span className="font-medium text-ink-800 text-sm">{m.fileHeading}</span>
      <input
        ref={inputRef}
        id={id}
        type="file"
        accept={ALLOWED_VIDEO_TYPES.join(',')}
        aria-label={m.fileLabel}
        aria-describedby={`${id}-hint`}
        disabled={disabled}
        onChange={(event) => chooseFile(event, videoFileProblem, onChange)}
        className="peer sr-only"
      />
      <label
        htmlFor={id}
        className={cn(
          'flex cursor-pointer items-center gap-4 rounded-xl border-2 border-dashed px-4 py-4 transition-colors peer-focus-visible:outline-2 peer-focus-visible:outline-saffron-500 peer-focus-visible:outline-offset-2',
          file
            ? 'border-saffron-300 bg-saffron-50'
            : 'border-ink-200 bg-ink-50 hover:border-saffron-300 hover:bg-saffron-50/60',
          disabled && 'cursor-not-allowed opacity-60',
        )}
      >
        <span className="flex size-11 shrink-0 items-center justify-center rounded-full bg-white text-saffron-600 shadow-sm">
          {file ? <Film aria-hidden className="size-5" /> : <Upload aria-hidden className="size-5" />}
        </span>
        <span className="min-w-0">
          <span className="block truncate font-semibold text-ink-900 text-sm">
            {file ? file.name : m.fileChoose}
          </span>
          <span className="block text-ink-500 text-xs">
            {file
              ? disabled
                ? formatMegabytes(file.size)
                : m.fileChooseAnother(formatMegabytes(file.size))
              : (ideas ?? m.fileIdeas)}
          </span>
        </span>
      </label>
      <p id={`${id}-hint`} className="text-ink-500 text-xs">
        {m.fileHint(formatMegabytes(MAX_VIDEO_BYTES))}
      </p>
    </div>
  );
}
