import { ACCOUNT_WORDS, ROLE_LABELS, type Role } from '@ideaignite/contract';
import { useQuery } from '@tanstack/react-query';
import { publicProfileQueryOptions } from '../../lib/api/get-public-profile.ts';
import { useContractText } from '../../lib/i18n/contract.ts';
import { useWords } from '../../lib/i18n/words.ts';
import { profileName } from '../../lib/profile-labels.ts';
import { chatName, useChatList } from './api/get-chat-list.ts';
import { useMessageRequests } from './api/get-message-requests.ts';
import { messagesWords } from './words/index.ts';

export interface Partner {
  name: string;
  profilePic: string | null;
  roleLabel: string | null;
  /** They erased their account: no profile to link to. */
  deleted?: boolean;
}

const roleLabel = (role: string | undefined) =>
  role && role in ROLE_LABELS ? ROLE_LABELS[role as Role] : null;

/**
 * Who the open chat is with: from the chat list when we have talked before, or from the
 * message requests, otherwise from their public profile (a first message from a profile card's
 * /messages?to=).
 */
export function usePartner(partnerId: string) {
  const m = useWords(messagesWords);
  const t = useContractText();
  const chats = useChatList();
  const requests = useMessageRequests();
  const chat = [...(chats.data?.pages ?? []), ...(requests.data?.pages ?? [])]
    .flatMap((page) => page.items)
    .find((item) => item._id === partnerId);
  const needsProfile = !chat && !chats.isPending && !requests.isPending;
  const profile = useQuery({ ...publicProfileQueryOptions(partnerId), enabled: needsProfile });

  if (chat) {
    return {
      partner: {
        name: chatName(chat, m.unknownUser, t(ACCOUNT_WORDS.deletedUserName)),
        profilePic: chat.profilePic,
        roleLabel: chat.deleted ? null : roleLabel(chat.role),
        deleted: chat.deleted === true,
      },
      isPending: false,
      error: null,
    };
  }
  if (profile.data) {
    const details = profile.data.profiledetails;
    return {
      partner: {
        name: profileName(details, m.unknownUser),
        profilePic: details.profilePic,
        roleLabel: roleLabel(profile.data.role),
      },
      isPending: false,
      error: null,
    };
  }
  return {
    partner: null,
    isPending: chats.isPending || requests.isPending || profile.isPending,
    error: profile.error,
  };
}
