import { CAPTION_LANGUAGES, type CaptionLanguage, VIDEOS_WORDS } from '@ideaignite/contract';
import { useId, useRef } from 'react';
import { Button } from '../../../components/button.tsx';
import { useWords } from '../../../lib/i18n/words.ts';
import { videosWords } from '../words/index.ts';
import { CaptionFileInput } from './caption-file-input.tsx';

/** The most a caption file may weigh (the server refuses more with the same words). */
export const MAX_CAPTION_FILE_BYTES = 1024 * 1024;

export type ChosenCaptions = Partial<Record<CaptionLanguage, File>>;

/**
 * The upload form's optional captions (issue 27): a file per language, chosen, shown by name and
 * removable before sending; a file over 1 MB is refused here in the server's words. Focus stays
 * on the row: after removing, on its "Add" button.
 */
export function UploadCaptionsField({
  chosen,
  disabled,
  onChange,
}: {
  chosen: ChosenCaptions;
  disabled: boolean;
  onChange: (chosen: ChosenCaptions, problem: string | null) => void;
}) {
  const m = useWords(videosWords);
  const inputs = useRef<Partial<Record<CaptionLanguage, HTMLInputElement | null>>>({});
  const adds = useRef<Partial<Record<CaptionLanguage, HTMLButtonElement | null>>>({});
  const hintId = useId();

  const choose = (language: CaptionLanguage, file: File | undefined) => {
    if (!file) return;
    if (file.size > MAX_CAPTION_FILE_BYTES) return onChange(chosen, VIDEOS_WORDS.captionsTooLarge);
    onChange({ ...chosen, [language]: file }, null);
  };
  const remove = (language: CaptionLanguage) => {
    const { [language]: _removed, ...rest } = chosen;
    const input = inputs.current[language];
    if (input) input.value = '';
    onChange(rest, null);
    // The remove button leaves with the file: the row's add button takes the focus.
    requestAnimationFrame(() => adds.current[language]?.focus());
  };

  return (
    <fieldset aria-describedby={hintId} className="flex flex-col gap-2">
      <legend className="font-medium text-ink-800 text-sm">{m.captionsOptional}</legend>
      <p id={hintId} className="text-ink-600 text-sm">
        {m.captionsAtUpload}
      </p>
      <ul className="flex flex-col gap-2">
        {CAPTION_LANGUAGES.map((language) => {
          const name = m.captionsLanguage[language];
          const file = chosen[language];
          return (
            <li key={language} className="flex flex-wrap items-center gap-3">
              <span className="min-w-20 font-medium text-ink-800 text-sm">{name}</span>
              <CaptionFileInput
                inputRef={(element) => {
                  inputs.current[language] = element;
                }}
                onFile={(file) => choose(language, file)}
              />
              {file ? (
                <>
                  <span className="min-w-0 truncate text-ink-700 text-sm">{file.name}</span>
                  <Button
                    type="button"
                    variant="ghost"
                    size="sm"
                    disabled={disabled}
                    onClick={() => remove(language)}
                  >
                    {m.removeCaptions(name)}
                  </Button>
                </>
              ) : (
                <Button
                  ref={(element) => {
                    adds.current[language] = element;
                  }}
                  type="button"
                  variant="secondary"
                  size="sm"
                  disabled={disabled}
                  onClick={() => inputs.current[language]?.click()}
                >
                  {m.addCaptions(name)}
                </Button>
              )}
            </li>
          );
        })}
      </ul>
    </fieldset>
  );
}
