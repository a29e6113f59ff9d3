/** Delivery receipts and typing (decision 023): only between people who share read receipts. */
import { SOCKET_EVENTS } from '@ideaignite/contract';
import type { Container } from '../../lib/container.ts';
import { receiptsShared, setDelivered } from './safety-repository.ts';

type Deps = Pick<Container, 'db' | 'realtime'>;

/** The receiver's client got these messages: mark them delivered and tell each sender who shares receipts. */
export async function markDelivered(deps: Deps, me: string, ids: string[]): Promise<void> {
  for (const marked of await setDelivered(deps.db, me, ids)) {
    if (!marked.receipts) continue;
    deps.realtime.emitToUser(marked.sender_id, SOCKET_EVENTS.messageStatus, {
      partnerId: me,
      status: 'delivered',
      ids: marked.ids,
      at: new Date(marked.at).toISOString(),
    });
  }
}

/** Whether typing may be passed from one person to another (shared receipts, which needs reach). */
export function canRelayTyping(deps: Pick<Container, 'db'>, from: string, to: string): Promise<boolean> {
  return receiptsShared(deps.db, from, to);
}
