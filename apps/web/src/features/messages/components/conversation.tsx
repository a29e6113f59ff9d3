import { MESSAGES_WORDS, WORDS } from '@ideaignite/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { Alert } from '../../../components/alert.tsx';
import { ConfirmDeleteDialog } from '../../../components/confirm-dialog.tsx';
import { ReportDialog } from '../../../components/report-dialog.tsx';
import { announce } from '../../../lib/announce.ts';
import { errorMessage } from '../../../lib/error-message.ts';
import { useContractText } from '../../../lib/i18n/contract.ts';
import { useWords } from '../../../lib/i18n/words.ts';
import { removeFromOutbox, useOutbox } from '../../../lib/outbox.ts';
import { refreshUnreadCounts } from '../../../lib/unread-counts.ts';
import { messagesInOrder, useConversation } from '../api/get-conversation.ts';
import { useConversationState } from '../api/get-conversation-state.ts';
import { clearChatUnread } from '../chat-cache.ts';
import { useConversationActions } from '../use-conversation-actions.ts';
import { usePartner } from '../use-partner.ts';
import type { useSendMessage } from '../use-send-message.ts';
import { useTypingSignal } from '../use-typing-signal.ts';
import { messagesWords } from '../words/index.ts';
import { CannotSend } from './cannot-send.tsx';
import { ConversationHeader } from './conversation-header.tsx';
import { ConversationMenu } from './conversation-menu.tsx';
import { MessageComposer } from './message-composer.tsx';
import { MessageList } from './message-list.tsx';
import { RequestBanner } from './request-banner.tsx';
import { TypingIndicator } from './typing-indicator.tsx';

interface ConversationProps {
  me: string;
  partnerId: string;
  sender: ReturnType<typeof useSendMessage>;
  onBack: () => void;
  /** A request was accepted (the chat moves to the inbox) or declined or blocked (it leaves). */
  onRequestAnswered: (answer: 'accepted' | 'removed') => void;
  /** Where focus goes when the chat leaves with its request. */
  focusAfterRequest: () => HTMLElement | null | undefined;
}

/**
 * One open chat: who it is with (and its menu: mute, report, block), a request's Accept, Decline
 * or Block, its history, who is typing, and the message box or why I cannot write.
 */
export function Conversation({
  me,
  partnerId,
  sender,
  onBack,
  onRequestAnswered,
  focusAfterRequest,
}: ConversationProps) {
  const m = useWords(messagesWords);
  const t = useContractText();
  const queryClient = useQueryClient();
  const { partner, isPending: partnerPending } = usePartner(partnerId);
  const conversation = useConversation(partnerId, partnerId !== me);
  const loadedAt = conversation.dataUpdatedAt;
  const info = useConversationState(partnerId, partnerId !== me).data;
  const actions = useConversationActions(partnerId);
  const typing = useTypingSignal(partnerId, info?.receipts === true);
  const [dialog, setDialog] = useState<'block' | 'report' | null>(null);
  const isRequest = info?.state === 'request';
  const box = useRef<HTMLTextAreaElement>(null);
  const waiting = useOutbox(me, (target) => target.kind === 'message' && target.receiverId === partnerId);

  // Loading the newest page marked the chat read on the server: update the badges to match.
  useEffect(() => {
    if (!loadedAt) return;
    clearChatUnread(queryClient, partnerId);
    refreshUnreadCounts(queryClient);
  }, [loadedAt, partnerId, queryClient]);

  if (partnerId === me)
    return <ConversationProblem onBack={onBack} text={t(MESSAGES_WORDS.cannotMessageSelf)} />;
  const messages = messagesInOrder(conversation.data);
  if (!partner && !partnerPending && messages.length === 0) {
    return <ConversationProblem onBack={onBack} text={t(MESSAGES_WORDS.receiverNotFound)} />;
  }
  const shown = partner ?? { name: m.loadingPartner, profilePic: null, roleLabel: null };
  const block = async () => {
    await actions.block();
    if (isRequest) onRequestAnswered('removed');
    setDialog(null);
  };
  const menu =
    info && !partner?.deleted ? (
      <ConversationMenu
        name={shown.name}
        muted={info.muted}
        onMute={(muted) =>
          actions.setMuted(muted).catch((failure) => announce(errorMessage(failure, WORDS.auth.networkError)))
        }
        onBlock={() => setDialog('block')}
        onReport={() => setDialog('report')}
      />
    ) : null;

  return (
    <div className="flex h-full min-h-0 flex-col">
      <ConversationHeader partnerId={partnerId} partner={shown} onBack={onBack} menu={menu} />
      {isRequest ? (
        <RequestBanner
          name={shown.name}
          onAccept={() =>
            actions.accept().then(() => {
              onRequestAnswered('accepted');
              // The banner and its buttons go: the reply box is where to be next.
              box.current?.focus();
            })
          }
          onDecline={() => actions.decline().then(() => onRequestAnswered('removed'))}
          onBlock={() => setDialog('block')}
        />
      ) : null}
      <MessageList
        me={me}
        partnerName={shown.name}
        conversation={conversation}
        messages={messages}
        pending={sender.pending.filter((item) => item.receiverId === partnerId)}
        waiting={waiting}
        onDiscard={(key) => {
          removeFromOutbox(me, key);
          box.current?.focus();
        }}
      />
      <TypingIndicator partnerId={partnerId} name={shown.name} />
      {sender.error ? (
        <Alert tone="error" className="mx-3 mt-3 sm:mx-4">
          {t(sender.error)}
        </Alert>
      ) : null}
      {info && !info.canSend ? (
        <CannotSend reason={info.reason} blockedByMe={info.blockedByMe} />
      ) : (
        <MessageComposer
          onSend={(text, restore) => sender.send(partnerId, text, restore)}
          onTyping={typing.typed}
          onStopTyping={typing.stop}
          inputRef={box}
        />
      )}
      <ConfirmDeleteDialog
        open={dialog === 'block'}
        onOpenChange={(open) => setDialog(open ? 'block' : null)}
        title={m.blockTitle(shown.name)}
        description={m.blockDescription}
        confirmLabel={m.block}
        pendingLabel={m.blocking}
        onConfirm={block}
        // A blocked request leaves with its banner: focus goes where the caller says. A blocked
        // inbox chat stays (its menu button opened this and takes focus back).
        focusAfterDelete={isRequest ? focusAfterRequest : () => null}
      />
      <ReportDialog
        open={dialog === 'report'}
        onOpenChange={(open) => setDialog(open ? 'report' : null)}
        target="user"
        targetId={partnerId}
        subject={shown.name}
      />
    </div>
  );
}

function ConversationProblem({ text, onBack }: { text: string; onBack: () => void }) {
  const m = useWords(messagesWords);
  return (
    <div className="flex h-full flex-col items-start gap-4 p-6">
      <button type="button" onClick={onBack} className="font-semibold text-brand-700 text-sm lg:hidden">
        {m.backToChatsLink}
      </button>
      <Alert tone="error">{text}</Alert>
    </div>
  );
}
