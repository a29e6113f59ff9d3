import { MessageCircle } from 'lucide-react';
import { useMessages } from '../../lib/i18n/messages.ts';
import { messageUserPath } from '../../lib/paths.ts';
import { ButtonLink } from '../button.tsx';
import { componentsMessages } from '../messages/index.ts';

/** 'Message', named for the person (Message Meera Nair), opening the chat with them. */
export function MessageLink({ userId, who }: { userId: string; who: string }) {
  const m = useMessages(componentsMessages);
  return (
    <ButtonLink to={messageUserPath(userId)} size="sm" variant="secondary" aria-label={m.messageWho(who)}>
      <MessageCircle aria-hidden className="size-4" />
      {m.message}
    </ButtonLink>
  );
}
