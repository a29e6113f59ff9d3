/** How chat messages are stored: the one-statement send and its group commit (decision 009). */
import { randomUUID } from 'node:crypto';
import { NOTIFICATION_TEXT_KEEP, NOTIFICATION_TEXTS, type NotificationText } from '@ideaignite/contract';
import { type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { rowsOf } from '../../db/rows.ts';
import { cursorAt } from '../../lib/cursor.ts';
import { preparedSql } from '../../lib/prepared.ts';
import { blockedEitherWaySql } from '../blocks/index.ts';
import { channelsOn, hasPushDevices, inAppOn } from '../notifications/index.ts';
import { receiptsSharedSql as receiptsShared } from './query-parts.ts';
import { connectedSql } from './safety-repository.ts';

export interface SentRow {
  id: string;
  created_at: string;
  /** Null when the receiver turned in-app message notifications off (Settings → Notifications). */
  notification_id: string | null;
  notification_message: string | null;
  notification_params: NotificationText | null;
  notification_created_at: string | null;
  /** The sender's name, for a mail when there is no notification to take it from. */
  sender_name: string | null;
  /**
   * Set when the receiver wants messages by email and this message starts a run of unread ones
   * from its sender: one mail per grouped notification, never one per message.
   */
  mail_to: { email: string; locale: 'en-IN' | 'hi-IN' } | null;
  /** Both people share read receipts (decision 023): only then does the sender see a status. */
  receipts: boolean;
  /** A notification was stored and the receiver has a device with push on: the push job has work. */
  pushes: boolean;
}

/**
 * The conversation rows of a pair, one column each, read as scalar subqueries: one primary-key
 * probe per message, whatever the statistics say. (Written as `exists`, the planner may turn the
 * check into a join or a hashed scan of the whole table; a plan cached while the table was small
 * then scanned every conversation for every message of a batch, 9 ms of a 17 ms statement.)
 */
const conversationOf = (userId: SQL, partnerId: SQL, column: 'muted' | 'state') =>
  sql`(select ${sql.raw(`c.${column}`)} from conversations c where c.user_id = ${userId} and c.partner_id = ${partnerId})`;

/** The receiver muted the conversation: no notification, no mail (decision 023). */
const notMuted = (receiverId: SQL, senderId: SQL) =>
  sql`not coalesce(${conversationOf(receiverId, senderId, 'muted')}, false)`;

/** The receiver's address when this message is to be mailed (see SentRow.mail_to); `firstOfBatch` limits a batch to one. */
const mailTo = (receiverId: SQL, senderId: SQL) => sql`(
  select jsonb_build_object('email', u.email, 'locale', u.locale) from users u
  where u.id = ${receiverId} and u.deleted_at is null and ${notMuted(receiverId, senderId)}
    and ${channelsOn(sql`u.notification_channels`, 'message', 'email')}
    and not exists (
      select 1 from messages m where m.sender_id = ${senderId} and m.receiver_id = ${receiverId} and m.read_at is null
    ))`;

/**
 * The receiver's account has not been erased (an erased account's row stays, so its old
 * conversations do: the foreign key alone would let new messages in).
 */
const notErased = (receiverId: SQL) =>
  sql`not exists (select 1 from users u where u.id = ${receiverId} and u.deleted_at is not null)`;

/**
 * The fast path takes a message (decision 023) only in an inbox conversation, or a first one
 * between connected people: neither side's row is a request or declined, nobody blocked anybody,
 * the receiver's account is not erased. Anything else goes to the transactional send.
 */
const fastPathOpen = (senderId: SQL, receiverId: SQL) => sql`${notErased(receiverId)}
    and not ${blockedEitherWaySql(senderId, receiverId)}
    and coalesce(${conversationOf(senderId, receiverId, 'state')}, 'inbox') = 'inbox'
    -- The receiver's row is in their inbox, or there is none yet and the two are connected.
    and coalesce(${conversationOf(receiverId, senderId, 'state')},
      case when ${connectedSql(senderId, receiverId)} then 'inbox' end) = 'inbox'`;

/**
 * Which path a message takes: the fast path stored it (`row`), or, the conversation not being an
 * open inbox one, it goes the transactional way, where a request, a block or an erased receiver
 * decides what happens to it.
 */
export type FastPathResult = { path: 'fast'; row: SentRow } | { path: 'transaction' };

const onPath = (row: SentRow | undefined): FastPathResult =>
  row ? { path: 'fast', row } : { path: 'transaction' };

/** Splits a notification text around the sender's name, which the statement itself fills in. */
const NAME = '\u0000';
const aroundName = (text: string) => {
  const [before = '', ...after] = NOTIFICATION_TEXTS.message(NAME, text).split(NAME);
  return { before, after: after.join(NAME) };
};

/** Literals of the statements (constants, so the prepared statements stay the same). */
const SOMEONE = sql.raw(`'${NOTIFICATION_TEXTS.someone}'`);
const KEEP = sql.raw(String(NOTIFICATION_TEXT_KEEP));
/** The notification's params: the sender's name (empty: "Someone" in the reader's language) and the text's start. */
const messageParams = (username: SQL, text: SQL) =>
  sql`jsonb_build_object('key', 'message', 'args', jsonb_build_array(coalesce(${username}, ''), ${text}))`;

interface SendValues {
  senderId: SQL;
  receiverId: SQL;
  text: SQL;
  before: SQL;
  after: SQL;
  /** The idempotency key (decision 038); null on the fast path, which takes only sends without one. */
  clientKey: SQL;
}

/**
 * One statement, one commit: the message goes in (when `open` holds) and the receiver's grouped
 * message notification is upserted (when `notify` holds and they did not mute the conversation),
 * named with the sender's current username read by a join in the same statement.
 */
const sendSql = (v: SendValues, open: SQL, notify: SQL) => sql`
  with sent as (
    insert into messages (sender_id, receiver_id, text, client_key)
    select ${v.senderId}, ${v.receiverId}, ${v.text}, ${v.clientKey}
    where ${open}
    returning id, created_at
  ), noted as (
    insert into notifications (user_id, type, message, params, actor_id, entity_id)
    select ${v.receiverId}, 'message',
      ${v.before} || coalesce(nullif(p.username, ''), ${SOMEONE}) || ${v.after},
      ${messageParams(sql`p.username`, sql`left(${v.text}, ${KEEP})`)},
      ${v.senderId}, ${v.senderId}::text
    from (select 1) as one left join profiles p on p.user_id = ${v.senderId}
    where ${notify} and ${inAppOn(v.receiverId, 'message')} and ${notMuted(v.receiverId, v.senderId)}
      and exists (select 1 from sent)
    on conflict (user_id, actor_id) where type = 'message' and is_read = false
    do update set message = excluded.message, params = excluded.params, created_at = excluded.created_at
    returning id, message, params, created_at
  )
  select sent.id, ${cursorAt(sql`sent.created_at`)} as created_at,
    noted.id as notification_id, noted.message as notification_message,
    noted.params as notification_params,
    ${cursorAt(sql`noted.created_at`)} as notification_created_at,
    (select username from profiles where user_id = ${v.senderId}) as sender_name,
    case when ${notify} then ${mailTo(v.receiverId, v.senderId)} end as mail_to,
    ${receiptsShared(v.senderId, v.receiverId)} as receipts,
    noted.id is not null and ${hasPushDevices(v.receiverId)} as pushes
  from sent left join noted on true`;

const placeholders: SendValues = {
  senderId: sql`${sql.placeholder('senderId')}::uuid`,
  receiverId: sql`${sql.placeholder('receiverId')}::uuid`,
  text: sql`${sql.placeholder('text')}::text`,
  before: sql`${sql.placeholder('before')}::text`,
  after: sql`${sql.placeholder('after')}::text`,
  clientKey: sql`null::uuid`,
};

/** The fast path's statement, prepared once. */
const sendStatement = () =>
  sendSql(placeholders, fastPathOpen(placeholders.senderId, placeholders.receiverId), sql`true`);

/**
 * The transactional send's insert (run inside its transaction, after its checks): the message,
 * and the grouped notification and mail only when `notify` (not while it is a request).
 */
export async function insertMessage(
  tx: Pick<Database, 'execute'>,
  message: { senderId: string; receiverId: string; text: string; notify: boolean; idempotencyKey?: string },
): Promise<SentRow> {
  const { before, after } = aroundName(message.text);
  const [row] = await rowsOf<SentRow>(
    tx,
    sendSql(
      {
        senderId: sql`${message.senderId}::uuid`,
        receiverId: sql`${message.receiverId}::uuid`,
        text: sql`${message.text}::text`,
        before: sql`${before}::text`,
        after: sql`${after}::text`,
        clientKey: sql`${message.idempotencyKey ?? null}::uuid`,
      },
      sql`true`,
      message.notify ? sql`true` : sql`false`,
    ),
  );
  if (!row) throw new Error('the message insert returned nothing');
  return row;
}

/**
 * Several messages in one statement: every message of the batch goes in (its id chosen here, so
 * rows map back to their senders), and each receiver's grouped notification is upserted once per
 * sender, from that sender's last message in the batch. Rows get `clock_timestamp()`, increasing
 * in the order the messages arrived.
 */
const sendBatchStatement = () => sql`
  with input as (
    select * from unnest(
      ${sql.placeholder('ids')}::uuid[], ${sql.placeholder('senderIds')}::uuid[],
      ${sql.placeholder('receiverIds')}::uuid[], ${sql.placeholder('texts')}::text[],
      ${sql.placeholder('befores')}::text[], ${sql.placeholder('afters')}::text[]
    ) with ordinality as t(id, sender_id, receiver_id, text, before, after, ord)
  ), sent as (
    insert into messages (id, sender_id, receiver_id, text, created_at)
    -- A microsecond per place keeps the order where the clock ticks in milliseconds (PGlite).
    select id, sender_id, receiver_id, text, clock_timestamp() + (ord - 1) * interval '1 microsecond'
    from input where ${fastPathOpen(sql`input.sender_id`, sql`input.receiver_id`)}
    order by ord
    returning id, created_at
  ), first_per_pair as (
    select distinct on (receiver_id, sender_id) receiver_id, sender_id, id
    from input order by receiver_id, sender_id, ord
  ), last_per_pair as (
    select distinct on (receiver_id, sender_id) receiver_id, sender_id, text, before, after
    from input order by receiver_id, sender_id, ord desc
  ), noted as (
    insert into notifications (user_id, type, message, params, actor_id, entity_id)
    select l.receiver_id, 'message', l.before || coalesce(nullif(p.username, ''), ${SOMEONE}) || l.after,
      ${messageParams(sql`p.username`, sql`left(l.text, ${KEEP})`)}, l.sender_id, l.sender_id::text
    from last_per_pair l left join profiles p on p.user_id = l.sender_id
    where ${inAppOn(sql`l.receiver_id`, 'message')} and ${notMuted(sql`l.receiver_id`, sql`l.sender_id`)}
      and exists (select 1 from sent join input i on i.id = sent.id
        where i.sender_id = l.sender_id and i.receiver_id = l.receiver_id)
    on conflict (user_id, actor_id) where type = 'message' and is_read = false
    do update set message = excluded.message, params = excluded.params, created_at = excluded.created_at
    returning id, message, params, created_at, user_id, actor_id
  )
  select sent.id, ${cursorAt(sql`sent.created_at`)} as created_at,
    noted.id as notification_id, noted.message as notification_message,
    noted.params as notification_params,
    ${cursorAt(sql`noted.created_at`)} as notification_created_at,
    (select username from profiles where user_id = input.sender_id) as sender_name,
    case when input.id = first_per_pair.id then ${mailTo(sql`input.receiver_id`, sql`input.sender_id`)} end as mail_to,
    ${receiptsShared(sql`input.sender_id`, sql`input.receiver_id`)} as receipts,
    noted.id is not null and ${hasPushDevices(sql`input.receiver_id`)} as pushes
  from sent
  join input on input.id = sent.id
  join first_per_pair on first_per_pair.receiver_id = input.receiver_id and first_per_pair.sender_id = input.sender_id
  left join noted on noted.user_id = input.receiver_id and noted.actor_id = input.sender_id`;

interface PendingMessage {
  id: string;
  senderId: string;
  receiverId: string;
  text: string;
  resolve(result: FastPathResult): void;
  reject(error: unknown): void;
}

/** Messages waiting for the statement in flight to finish, per database. */
const queues = new WeakMap<Database, { waiting: PendingMessage[]; busy: boolean }>();

/** How many messages one statement stores at most. */
const MAX_MESSAGES_PER_STATEMENT = 100;

/**
 * Stores a message if its conversation is an open inbox one, and answers which path it took.
 * While a statement is in flight, messages that arrive wait and then go in together in one
 * statement (group commit): one message alone costs one statement, as before; under load each
 * statement carries many, so the database is not paying a statement and a commit per message. A batch the database refuses (a receiver deleted meanwhile) is sent again one
 * message at a time, so only the bad message fails.
 */
export function storeMessage(db: Database, message: Omit<PendingMessage, 'id' | 'resolve' | 'reject'>) {
  let queue = queues.get(db);
  if (!queue) {
    queue = { waiting: [], busy: false };
    queues.set(db, queue);
  }
  const target = queue;
  return new Promise<FastPathResult>((resolve, reject) => {
    target.waiting.push({ ...message, id: randomUUID(), resolve, reject });
    if (!target.busy) void drain(db, target);
  });
}

async function drain(db: Database, queue: { waiting: PendingMessage[]; busy: boolean }) {
  queue.busy = true;
  try {
    while (queue.waiting.length > 0) {
      const batch = queue.waiting.splice(0, MAX_MESSAGES_PER_STATEMENT);
      const outcomes = batch.length === 1 ? await storeOne(db, batch[0]!) : await storeBatch(db, batch);
      settleSoon(outcomes);
    }
  } finally {
    queue.busy = false;
  }
}

/** What one statement decided for each of its messages, not yet told to their senders. */
type Outcomes = { message: PendingMessage; result: FastPathResult | { error: unknown } }[];

const unsettled: Outcomes[] = [];

/**
 * Tells the senders what happened on the loop's next turn, in the order the statements finished:
 * by then the statement for the messages that came in meanwhile is on its way to the database,
 * so it runs while this batch's deliveries do (the database and the node work side by side
 * instead of taking turns).
 */
function settleSoon(outcomes: Outcomes) {
  unsettled.push(outcomes);
  if (unsettled.length === 1) setImmediate(settleAll);
}

function settleAll() {
  for (const outcomes of unsettled.splice(0)) {
    for (const { message, result } of outcomes) {
      if ('error' in result) message.reject(result.error);
      else message.resolve(result);
    }
  }
}

async function storeOne(db: Database, message: PendingMessage): Promise<Outcomes> {
  try {
    const [row] = await preparedSql<SentRow>(db, 'messages_send', sendStatement).execute({
      senderId: message.senderId,
      receiverId: message.receiverId,
      text: message.text,
      ...aroundName(message.text),
    });
    return [{ message, result: onPath(row) }];
  } catch (error) {
    return [{ message, result: { error } }];
  }
}

async function storeBatch(db: Database, batch: PendingMessage[]): Promise<Outcomes> {
  let rows: SentRow[];
  try {
    const names = batch.map((message) => aroundName(message.text));
    rows = await preparedSql<SentRow>(db, 'messages_send_batch', sendBatchStatement).execute({
      ids: batch.map((message) => message.id),
      senderIds: batch.map((message) => message.senderId),
      receiverIds: batch.map((message) => message.receiverId),
      texts: batch.map((message) => message.text),
      befores: names.map((name) => name.before),
      afters: names.map((name) => name.after),
    });
  } catch {
    // Nothing of the batch was stored (one statement): each message on its own says which failed.
    const outcomes: Outcomes = [];
    for (const message of batch) outcomes.push(...(await storeOne(db, message)));
    return outcomes;
  }
  const byId = new Map(rows.map((row) => [row.id, row]));
  return batch.map((message) => ({ message, result: onPath(byId.get(message.id)) }));
}
