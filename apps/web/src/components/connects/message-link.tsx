import { MessageCircle } from 'lucide-react';
import { useWords } from '../../lib/i18n/words.ts';
import { messageUserPath } from '../../lib/paths.ts';
import { ButtonLink } from '../button.tsx';
import { componentsWords } from '../words/index.ts';

/** 'Message', named for the person (Message Meera Nair), opening the chat with them. */
export function MessageLink({ userId, who }: { userId: string; who: string }) {
  const m = useWords(componentsWords);
  return (
    <ButtonLink to={messageUserPath(userId)} size="sm" variant="secondary" aria-label={m.messageWho(who)}>
      <MessageCircle aria-hidden className="size-4" />
      {m.message}
    </ButtonLink>
  );
}
