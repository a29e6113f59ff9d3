import { TEXT_LIMITS, WORDS } from '@ideaignite/contract';
import { LoaderCircle, SendHorizontal } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import { errorMessage } from '../../lib/error-message.ts';
import { useContractText } from '../../lib/i18n/contract.ts';
import { useWords } from '../../lib/i18n/words.ts';
import { keepEnterWhileComposing } from '../../lib/ime.ts';
import { Button } from '../button.tsx';
import { componentsWords } from '../words/index.ts';

interface CommentFormProps {
  /** The input's accessible name, e.g. "Add a comment". */
  label: string;
  placeholder?: string;
  /** Saves the trimmed text; throws to keep the draft and show why. */
  onSubmit: (text: string) => Promise<void>;
}

/** One-line comment box; a blank comment (after trimming) is ignored, as the spec asks. */
export function CommentForm({ label, placeholder, onSubmit }: CommentFormProps) {
  const m = useWords(componentsWords);
  const t = useContractText();
  const id = useId();
  const [text, setText] = useState('');
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const trimmed = text.trim();
    if (!trimmed || pending) return;
    setPending(true);
    setError(null);
    try {
      await onSubmit(trimmed);
      setText('');
    } catch (failure) {
      setError(errorMessage(failure, WORDS.auth.networkError));
    } finally {
      setPending(false);
    }
  }

  return (
    <form onSubmit={submit} className="flex flex-col gap-1.5">
      <div className="flex gap-2">
        <label htmlFor={id} className="sr-only">
          {label}
        </label>
        <input
          id={id}
          value={text}
          onChange={(event) => setText(event.target.value)}
          onKeyDown={keepEnterWhileComposing}
          placeholder={placeholder ?? m.writeComment}
          maxLength={TEXT_LIMITS.comment}
          autoComplete="off"
          aria-describedby={error ? `${id}-error` : undefined}
          className="h-10 min-w-0 flex-1 rounded-xl border border-ink-200 bg-white px-3.5 text-ink-900 text-sm shadow-sm placeholder:text-ink-400 focus:outline-none focus-visible:ring-2 focus-visible:ring-saffron-400"
        />
        <Button type="submit" size="sm" className="h-10 shrink-0" busy={pending} aria-label={m.postComment}>
          {pending ? (
            <LoaderCircle aria-hidden className="size-4 animate-spin motion-reduce:animate-none" />
          ) : (
            <SendHorizontal aria-hidden className="size-4" />
          )}
          <span className="hidden sm:inline">{m.post}</span>
        </Button>
      </div>
      {error ? (
        <p id={`${id}-error`} role="alert" className="text-danger-700 text-sm">
          {t(error)}
        </p>
      ) : null}
    </form>
  );
}
