import { CAPTION_LANGUAGES, type CaptionLanguage, type Video, WORDS } from '@ideaignite/contract';
import { useId, useRef, useState } from 'react';
import { Button } from '../../../components/button.tsx';
import { FormError } from '../../../components/form-error.tsx';
import { announce } from '../../../lib/announce.ts';
import { errorMessage } from '../../../lib/error-message.ts';
import { useWords } from '../../../lib/i18n/words.ts';
import { useChangeCaptions } from '../api/captions.ts';
import { videosWords } from '../words/index.ts';
import { CaptionFileInput } from './caption-file-input.tsx';

/**
 * The uploader's captions for a video (issue 27), one row per language: add or replace a file
 * (sent at once; the server checks it), or remove it. The server's words say what was wrong.
 */
export function VideoCaptionsSection({ video }: { video: Video }) {
  const m = useWords(videosWords);
  const change = useChangeCaptions();
  const [error, setError] = useState<string | null>(null);
  const [working, setWorking] = useState<CaptionLanguage | null>(null);
  const inputs = useRef<Partial<Record<CaptionLanguage, HTMLInputElement | null>>>({});
  const fileButtons = useRef<Partial<Record<CaptionLanguage, HTMLButtonElement | null>>>({});
  const headingId = useId();

  const send = async (language: CaptionLanguage, file: File | null) => {
    setError(null);
    setWorking(language);
    try {
      const answer = await change.mutateAsync({ videoId: video._id, language, file });
      announce(answer.message);
      // The Remove button just pressed is gone: focus goes to the row's Add button, not to <body>.
      if (!file) fileButtons.current[language]?.focus();
    } catch (failure) {
      setError(errorMessage(failure, WORDS.auth.networkError));
    } finally {
      setWorking(null);
      const input = inputs.current[language];
      if (input) input.value = '';
    }
  };

  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-3 border-ink-100 border-t pt-5">
      <div>
        <h3 id={headingId} className="font-semibold text-ink-900">
          {m.captionsHeading}
        </h3>
        <p className="mt-1 text-ink-600 text-sm">{m.captionsHint}</p>
      </div>
      <ul className="flex flex-col gap-2">
        {CAPTION_LANGUAGES.map((language) => {
          const name = m.captionsLanguage[language];
          const present = video.captions.some((caption) => caption.language === language);
          return (
            <li key={language} className="flex flex-wrap items-center gap-3">
              <span className="min-w-24 font-medium text-ink-800">{name}</span>
              <span className="text-ink-600 text-sm">{present ? m.captionsAdded : m.captionsNone}</span>
              <CaptionFileInput
                inputRef={(element) => {
                  inputs.current[language] = element;
                }}
                onFile={(file) => {
                  if (file) void send(language, file);
                }}
              />
              <Button
                ref={(element) => {
                  fileButtons.current[language] = element;
                }}
                type="button"
                variant="secondary"
                size="sm"
                busy={working === language}
                onClick={() => inputs.current[language]?.click()}
              >
                {working === language
                  ? m.captionsWorking
                  : present
                    ? m.replaceCaptions(name)
                    : m.addCaptions(name)}
              </Button>
              {present ? (
                <Button
                  type="button"
                  variant="ghost"
                  size="sm"
                  // Busy, not disabled, while its own removal runs: a disabled button drops focus.
                  busy={working === language}
                  disabled={working !== null && working !== language}
                  onClick={() => void send(language, null)}
                >
                  {m.removeCaptions(name)}
                </Button>
              ) : null}
            </li>
          );
        })}
      </ul>
      <FormError message={error} />
    </section>
  );
}
