import { useWords } from '../../../lib/i18n/words.ts';
import { usePartnerTyping } from '../use-partner-typing.ts';
import { messagesWords } from '../words/index.ts';

/** '<name> is typing…' under the chat: a polite status that speaks when it starts, not per keystroke. */
export function TypingIndicator({ partnerId, name }: { partnerId: string; name: string }) {
  const m = useWords(messagesWords);
  const typing = usePartnerTyping(partnerId);
  return (
    <p role="status" className="min-h-5 bg-ink-50/70 px-4 pb-1 text-ink-600 text-xs italic sm:px-6">
      {typing ? m.isTyping(name) : null}
    </p>
  );
}
