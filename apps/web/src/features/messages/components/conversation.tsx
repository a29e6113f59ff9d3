import { SOCIAL_MESSAGES } from '@ideaignite/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { Alert } from '../../../components/alert.tsx';
import { useContractText } from '../../../lib/i18n/contract.ts';
import { useMessages } from '../../../lib/i18n/messages.ts';
import { refreshUnreadCounts } from '../../../lib/unread-counts.ts';
import { messagesInOrder, useConversation } from '../api/get-conversation.ts';
import { clearChatUnread } from '../chat-cache.ts';
import { messagesMessages } from '../messages/index.ts';
import { usePartner } from '../use-partner.ts';
import type { useSendMessage } from '../use-send-message.ts';
import { ConversationHeader } from './conversation-header.tsx';
import { MessageComposer } from './message-composer.tsx';
import { MessageList } from './message-list.tsx';

interface ConversationProps {
  me: string;
  partnerId: string;
  sender: ReturnType<typeof useSendMessage>;
  onBack: () => void;
}

/** One open chat: who it is with, its history, and the message box. */
export function Conversation({ me, partnerId, sender, onBack }: ConversationProps) {
  const m = useMessages(messagesMessages);
  const t = useContractText();
  const queryClient = useQueryClient();
  const { partner, isPending: partnerPending } = usePartner(partnerId);
  const conversation = useConversation(partnerId, partnerId !== me);
  const loadedAt = conversation.dataUpdatedAt;

  // Loading the newest page marked the chat read on the server: update the badges to match.
  useEffect(() => {
    if (!loadedAt) return;
    clearChatUnread(queryClient, partnerId);
    refreshUnreadCounts(queryClient);
  }, [loadedAt, partnerId, queryClient]);

  if (partnerId === me)
    return <ConversationProblem onBack={onBack} text={t(SOCIAL_MESSAGES.cannotMessageSelf)} />;
  const messages = messagesInOrder(conversation.data);
  if (!partner && !partnerPending && messages.length === 0) {
    return <ConversationProblem onBack={onBack} text={t(SOCIAL_MESSAGES.receiverNotFound)} />;
  }
  const shown = partner ?? { name: m.loadingPartner, profilePic: null, roleLabel: null };

  return (
    <div className="flex h-full min-h-0 flex-col">
      <ConversationHeader partnerId={partnerId} partner={shown} onBack={onBack} />
      <MessageList
        me={me}
        partnerName={shown.name}
        conversation={conversation}
        messages={messages}
        pending={sender.pending.filter((item) => item.receiverId === partnerId)}
      />
      {sender.error ? (
        <Alert tone="error" className="mx-3 mt-3 sm:mx-4">
          {t(sender.error)}
        </Alert>
      ) : null}
      <MessageComposer onSend={(text, restore) => sender.send(partnerId, text, restore)} />
    </div>
  );
}

function ConversationProblem({ text, onBack }: { text: string; onBack: () => void }) {
  const m = useMessages(messagesMessages);
  return (
    <div className="flex h-full flex-col items-start gap-4 p-6">
      <button type="button" onClick={onBack} className="font-semibold text-brand-700 text-sm lg:hidden">
        {m.backToChatsLink}
      </button>
      <Alert tone="error">{text}</Alert>
    </div>
  );
}
