import { MESSAGE_MAX_LENGTH } from '@ideaignite/contract';
import { SendHorizontal } from 'lucide-react';
import { type FormEvent, type KeyboardEvent, type Ref, useId, useState } from 'react';
import { Button } from '../../../components/button.tsx';
import { useWords } from '../../../lib/i18n/words.ts';
import { isComposing } from '../../../lib/ime.ts';
import { messagesWords } from '../words/index.ts';

interface MessageComposerProps {
  /** No chat partner selected: nothing is sent (spec section 5). */
  disabled?: boolean;
  /** Gets the trimmed text and a way to put it back if sending fails. */
  onSend: (text: string, restore: (text: string) => void) => void;
  /** Each change of the text, and when I stop (blur, send): the typing signal. */
  onTyping?: (text: string) => void;
  onStopTyping?: () => void;
  /** The text box, for a caller that moves focus there (after accepting a request). */
  inputRef?: Ref<HTMLTextAreaElement>;
}

/** The message box: Enter sends, Shift+Enter starts a new line, blank messages are ignored. */
export function MessageComposer({
  disabled = false,
  onSend,
  onTyping,
  onStopTyping,
  inputRef,
}: MessageComposerProps) {
  const m = useWords(messagesWords);
  const id = useId();
  const [draft, setDraft] = useState('');

  const submit = () => {
    const text = draft.trim();
    if (!text || disabled) return;
    setDraft('');
    onStopTyping?.();
    onSend(text, (failed) => setDraft((current) => current || failed));
  };
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    submit();
  };
  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    // While an Indian-language keyboard (IME) is composing, Enter picks a word instead of sending.
    if (event.key === 'Enter' && !event.shiftKey && !isComposing(event)) {
      event.preventDefault();
      submit();
    }
  };

  return (
    <form
      onSubmit={onSubmit}
      className="flex items-end gap-2 border-ink-100 border-t bg-white p-3 sm:gap-3 sm:p-4"
    >
      <label htmlFor={id} className="sr-only">
        {m.messageLabel}
      </label>
      <textarea
        ref={inputRef}
        id={id}
        rows={1}
        value={draft}
        onChange={(event) => {
          setDraft(event.target.value);
          onTyping?.(event.target.value);
        }}
        onBlur={onStopTyping}
        onKeyDown={onKeyDown}
        maxLength={MESSAGE_MAX_LENGTH}
        disabled={disabled}
        placeholder={m.messagePlaceholder}
        aria-describedby={`${id}-hint`}
        className="field-sizing-content max-h-40 min-h-11 flex-1 resize-none rounded-xl border border-ink-200 bg-white px-3.5 py-2.5 text-ink-900 shadow-sm placeholder:text-ink-400 focus:outline-none focus-visible:ring-2 focus-visible:ring-saffron-400 disabled:bg-ink-50"
      />
      <p id={`${id}-hint`} className="sr-only">
        {m.composerHint}
      </p>
      <Button type="submit" disabled={disabled} className="h-11 shrink-0">
        <SendHorizontal aria-hidden className="size-4" />
        {m.send}
      </Button>
    </form>
  );
}
