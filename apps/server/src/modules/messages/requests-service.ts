/** Message requests, muting and where a conversation stands (decision 023). */
import {
  BLOCKS_WORDS,
  type ConversationInfo,
  MESSAGES_WORDS,
  REQUEST_MESSAGE_LIMIT,
} from '@ideaignite/contract';
import type { Container } from '../../lib/container.ts';
import { notFound } from '../../lib/http-error.ts';
import { moveConversation, type PairContext, readPairContext, setMuted } from './safety-repository.ts';

type Deps = Pick<Container, 'db'>;

/** Why a message from me now would be refused (the catalogue's words), or null when it would be taken. */
function refusal(pair: PairContext): string | null {
  if (pair.blockedByMe) return BLOCKS_WORDS.blockedByYou;
  if (pair.blockedByThem) return BLOCKS_WORDS.blockedYou;
  if (pair.mine === 'request' || pair.mine === 'declined') return null; // replying accepts
  if (pair.theirs === 'declined') return MESSAGES_WORDS.requestPending;
  if (pair.theirs === 'request' && pair.sent >= REQUEST_MESSAGE_LIMIT) return MESSAGES_WORDS.requestPending;
  if (pair.theirs === null && !pair.connected && pair.whoCanMessage === 'connections')
    return MESSAGES_WORDS.connectionsOnly;
  return null;
}

export async function conversationInfo(deps: Deps, me: string, other: string): Promise<ConversationInfo> {
  const pair = await readPairContext(deps.db, me, other);
  if (!pair.receiverExists || me === other) throw notFound(MESSAGES_WORDS.receiverNotFound);
  const reason = refusal(pair);
  return {
    partnerId: other,
    state: pair.mine ?? 'none',
    muted: pair.muted,
    blockedByMe: pair.blockedByMe,
    receipts: pair.receipts && !pair.blockedByMe && !pair.blockedByThem,
    // A declined request looks pending to its sender: they are not told.
    awaitingAcceptance: pair.theirs === 'request' || pair.theirs === 'declined',
    canSend: reason === null,
    reason,
  };
}

/** Moves their request to my inbox. */
export async function acceptRequest(deps: Deps, me: string, other: string): Promise<string> {
  if (!(await moveConversation(deps.db, me, other, ['request'], 'inbox')))
    throw notFound(MESSAGES_WORDS.noRequest);
  return MESSAGES_WORDS.requestAccepted;
}

/** Hides their request; they are not told, and further messages are refused as still pending. */
export async function declineRequest(deps: Deps, me: string, other: string): Promise<string> {
  if (!(await moveConversation(deps.db, me, other, ['request'], 'declined')))
    throw notFound(MESSAGES_WORDS.noRequest);
  return MESSAGES_WORDS.requestDeclined;
}

export async function muteConversation(deps: Deps, me: string, other: string, muted: boolean) {
  if (!(await setMuted(deps.db, me, other, muted))) throw notFound(MESSAGES_WORDS.noConversation);
  return { message: muted ? MESSAGES_WORDS.muted : MESSAGES_WORDS.unmuted, muted };
}
