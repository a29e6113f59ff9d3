import { WORDS } from '@ideaignite/contract';
import { type FormEvent, useId, useRef, useState } from 'react';
import { announce } from '../lib/announce.ts';
import { cn } from '../lib/cn.ts';
import { errorMessage } from '../lib/error-message.ts';
import { useContractText } from '../lib/i18n/contract.ts';
import { useWords } from '../lib/i18n/words.ts';
import { keepEnterWhileComposing } from '../lib/ime.ts';
import { Button } from './button.tsx';
import { componentsWords } from './words/index.ts';

/**
 * Words their author chose to change, in a box where they were shown: Save or Cancel (Escape).
 * An empty box gets `requiredMessage`; the server's answer is announced, its error shown under the
 * box (in the interface language) with the focus back in it.
 */
export function InlineTextEditor({
  initial,
  label,
  maxLength,
  requiredMessage,
  rows,
  busy,
  save,
  onDone,
  className,
  boxClassName,
}: {
  initial: string;
  /** The box's accessible name. */
  label: string;
  maxLength: number;
  requiredMessage: string;
  rows: number | ((text: string) => number);
  busy: boolean;
  /** Saves the trimmed text; answers the server's message. */
  save: (text: string) => Promise<{ message: string }>;
  onDone: () => void;
  className?: string;
  boxClassName?: string;
}) {
  const m = useWords(componentsWords);
  const t = useContractText();
  const id = useId();
  const [text, setText] = useState(initial);
  const [error, setError] = useState<string | null>(null);
  const box = useRef<HTMLTextAreaElement>(null);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    const trimmed = text.trim();
    if (!trimmed) return setError(requiredMessage);
    setError(null);
    try {
      announce((await save(trimmed)).message);
      onDone();
    } catch (failure) {
      setError(errorMessage(failure, WORDS.auth.networkError));
      box.current?.focus();
    }
  }

  return (
    <form onSubmit={submit} className={cn('flex flex-col gap-2', className)}>
      <label htmlFor={id} className="sr-only">
        {label}
      </label>
      <textarea
        ref={box}
        id={id}
        // biome-ignore lint/a11y/noAutofocus: the box replaces the words its author chose to edit.
        autoFocus
        value={text}
        rows={typeof rows === 'number' ? rows : rows(text)}
        maxLength={maxLength}
        onChange={(event) => setText(event.target.value)}
        onKeyDown={(event) => {
          if (event.key === 'Escape') {
            event.preventDefault();
            onDone();
          }
          keepEnterWhileComposing(event);
        }}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        className={cn(
          'w-full border border-ink-200 bg-white text-ink-900 shadow-sm focus:outline-none focus-visible:ring-2 focus-visible:ring-saffron-400',
          boxClassName,
        )}
      />
      {error ? (
        <p id={`${id}-error`} role="alert" className="text-danger-700 text-sm">
          {t(error)}
        </p>
      ) : null}
      <div className="flex justify-end gap-2">
        <Button variant="ghost" size="sm" onClick={onDone} disabled={busy}>
          {m.cancel}
        </Button>
        <Button type="submit" size="sm" busy={busy}>
          {busy ? m.saving : m.save}
        </Button>
      </div>
    </form>
  );
}
