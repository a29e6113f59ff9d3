import { MessageCircle } from 'lucide-react';
import { Button } from '../../../components/button.tsx';
import { useWords } from '../../../lib/i18n/words.ts';
import { messagesWords } from '../words/index.ts';

/** The conversation pane before a chat is chosen. */
export function NoChatSelected({ onNewMessage }: { onNewMessage: () => void }) {
  const m = useWords(messagesWords);
  return (
    <div className="flex h-full flex-col items-center justify-center gap-3 bg-ink-50/70 p-8 text-center">
      <span className="flex size-14 items-center justify-center rounded-full bg-brand-50 text-brand-700">
        <MessageCircle aria-hidden className="size-7" />
      </span>
      <p className="font-semibold text-ink-800 text-lg">{m.noChatTitle}</p>
      <p className="max-w-sm text-ink-600 text-sm">{m.noChatHint}</p>
      <Button variant="secondary" size="sm" onClick={onNewMessage}>
        {m.findSomeone}
      </Button>
    </div>
  );
}
