import type { NotificationChannels, NotificationKind, NotificationText } from '@ideaignite/contract';
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  customType,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

const createdAt = () => timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow();
const id = () => uuid('id').primaryKey().defaultRandom();
/** Set when the author changes what they posted: the app shows "edited". */
const editedAt = () => timestamp('edited_at', { withTimezone: true, mode: 'date' });
/** Hidden by a moderator (issue 15): shown to nobody, its owner told. */
const hiddenAt = () => timestamp('hidden_at', { withTimezone: true, mode: 'date' });

export const users = pgTable(
  'users',
  {
    id: id(),
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    role: text('role', { enum: ['Hustler', 'Investor', 'Cofounder', 'Jobseeker'] }).notNull(),
    verified: boolean('verified').notNull().default(false),
    verificationSentAt: timestamp('verification_sent_at', { withTimezone: true, mode: 'date' }),
    /** The account's language: its emails and pushed notifications are written in it. */
    locale: text('locale', { enum: ['en-IN', 'hi-IN'] })
      .notNull()
      .default('en-IN'),
    /** A new address the user asked for, until they open the link mailed to it. */
    pendingEmail: text('pending_email'),
    /**
     * Where each kind of notification reaches the user (`{ [kind]: { inApp, email } }`); a kind
     * missing here takes the defaults of NOTIFICATION_CHANNEL_DEFAULTS in the contract.
     */
    notificationChannels: jsonb('notification_channels')
      .$type<Partial<Record<NotificationKind, NotificationChannels>>>()
      .notNull()
      .default(sql`'{}'::jsonb`),
    /** The email digest of unread notifications: 'off' or 'daily'. */
    digest: text('digest', { enum: ['off', 'daily'] })
      .notNull()
      .default('off'),
    /** When the last digest was claimed for this user: the scheduler sends one per day. */
    digestSentAt: timestamp('digest_sent_at', { withTimezone: true, mode: 'date' }),
    /**
     * Who sees the profile's phone number and contact email: nobody, connections or everyone. The
     * phone was only ever shown to its owner, the contact email to everyone: the defaults keep that.
     */
    phoneVisibility: text('phone_visibility', { enum: ['nobody', 'connections', 'everyone'] })
      .notNull()
      .default('nobody'),
    emailVisibility: text('email_visibility', { enum: ['nobody', 'connections', 'everyone'] })
      .notNull()
      .default('everyone'),
    /** Whether the profile is listed in discovery (role lists, search). */
    discoverable: boolean('discoverable').notNull().default(true),
    /** Asked to be deleted: erased 7 days later unless they sign in before. */
    deletionRequestedAt: timestamp('deletion_requested_at', { withTimezone: true, mode: 'date' }),
    /**
     * Erased: the row stays, emptied (no email, name or phone anywhere), so that the people they
     * talked to keep their conversations, shown as from "Deleted user".
     */
    deletedAt: timestamp('deleted_at', { withTimezone: true, mode: 'date' }),
    /** Issue 15: who can start a conversation with me; strangers' first messages become requests. */
    whoCanMessage: text('who_can_message', { enum: ['everyone', 'connections'] })
      .notNull()
      .default('everyone'),
    /** Issue 15: read receipts and typing, mutual (off: I neither send mine nor see others'). */
    readReceipts: boolean('read_receipts').notNull().default(true),
    /** Issue 15: suspended by a moderator: no sign-in, sessions ended, posts hidden, until restored. */
    suspendedAt: timestamp('suspended_at', { withTimezone: true, mode: 'date' }),
    /**
     * Issue 24: when the password was last changed or reset. Emailed links made before it (reset,
     * change of address, unlock) no longer work, even if one escaped being retired.
     */
    passwordChangedAt: timestamp('password_changed_at', { withTimezone: true, mode: 'date' }),
    /**
     * Issue 26: whether signed-out visitors (and link previews on WhatsApp, LinkedIn, X) may see a
     * light public page of the user's posts, and of their profile. Posts default on, profiles off.
     */
    publicPosts: boolean('public_posts').notNull().default(true),
    publicProfile: boolean('public_profile').notNull().default(false),
    /** Issue 26: whether search engines may list those public pages (`noindex` otherwise). */
    publicIndexable: boolean('public_indexable').notNull().default(false),
    /**
     * Issue 27: data saver (videos capped at 240p, never preloaded, smaller posters): 'auto' follows
     * the browser (Save-Data, a 2G/3G connection), 'on' and 'off' are the person's own choice.
     */
    dataSaver: text('data_saver', { enum: ['auto', 'on', 'off'] })
      .notNull()
      .default('auto'),
    /** Issue 29: pushes name who wrote, never what (messages' and comments' words stay in the app). */
    pushHidesText: boolean('push_hides_text').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('users_email_lower_key').on(sql`lower(${t.email})`),
    index('users_role_created_idx').on(t.role, t.createdAt, t.id),
    index('users_created_idx').on(t.createdAt, t.id),
    check('users_role_check', sql`${t.role} in ('Hustler', 'Investor', 'Cofounder', 'Jobseeker')`),
    check('users_locale_check', sql`${t.locale} in ('en-IN', 'hi-IN')`),
    check('users_digest_check', sql`${t.digest} in ('off', 'daily')`),
    check('users_phone_visibility_check', sql`${t.phoneVisibility} in ('nobody', 'connections', 'everyone')`),
    check('users_email_visibility_check', sql`${t.emailVisibility} in ('nobody', 'connections', 'everyone')`),
    check('users_who_can_message_check', sql`${t.whoCanMessage} in ('everyone', 'connections')`),
    check('users_data_saver_check', sql`${t.dataSaver} in ('auto', 'on', 'off')`),
    index('users_digest_idx').on(t.digest, t.digestSentAt).where(sql`${t.digest} <> 'off'`),
    index('users_deletion_requested_idx')
      .on(t.deletionRequestedAt)
      .where(sql`${t.deletionRequestedAt} is not null`),
    // The few accounts out of sight, read as sets by search (issue 28) and the blocks module's rule
    // for many rows: suspended, erased, or out of discovery.
    index('users_suspended_idx').on(t.id).where(sql`${t.suspendedAt} is not null`),
    index('users_erased_idx').on(t.id).where(sql`${t.deletedAt} is not null`),
    index('users_out_of_discovery_idx')
      .on(t.id)
      .where(sql`not ${t.discoverable} or ${t.suspendedAt} is not null`),
  ],
);

/** The union of every role's profile fields (spec section 3), one row per user. */
export const profiles = pgTable(
  'profiles',
  {
    userId: uuid('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** users.role, copied (a role never changes) so discovery's index holds role and rank together. */
    role: text('role', { enum: ['Hustler', 'Investor', 'Cofounder', 'Jobseeker'] }).notNull(),
    username: text('username'),
    displayName: text('display_name'),
    profilePic: text('profile_pic'),
    bio: text('bio'),
    phoneno: text('phoneno'),
    project: text('project'),
    currentStage: text('current_stage'),
    skills: text('skills').array().notNull().default(sql`'{}'::text[]`),
    currentWork: text('current_work'),
    contribution: text('contribution'),
    superpower: text('superpower'),
    dreamProject: text('dream_project'),
    contactEmail: text('contact_email'),
    investorType: text('investor_type'),
    interestAreas: text('interest_areas').array().notNull().default(sql`'{}'::text[]`),
    adventureAlert: integer('adventure_alert').notNull().default(5),
    explorationPreference: integer('exploration_preference').notNull().default(5),
    excitement: text('excitement'),
    aboutMe: text('about_me'),
    experience: text('experience'),
    desiredRole: text('desired_role'),
    // Matchmaking (issue 14): what discovery filters on.
    sectors: text('sectors').array().notNull().default(sql`'{}'::text[]`),
    state: text('state'),
    city: text('city'),
    /** An investor's ticket size range, in rupees. */
    ticketMin: bigint('ticket_min', { mode: 'number' }),
    ticketMax: bigint('ticket_max', { mode: 'number' }),
    openToPitches: boolean('open_to_pitches').notNull().default(false),
    commitment: text('commitment'),
    availability: text('availability'),
    /** 0–100 (profileCompleteness in the contract); null until first computed. */
    completeness: integer('completeness'),
    /** The last time the user did something others see: saved the profile, posted, signed in. */
    activeAt: timestamp('active_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    /**
     * Discovery's order: active_at moved later by 2 hours per completeness point, so complete and
     * recently active profiles come first. Kept by the `profiles_rank` trigger (migration 0007).
     */
    rankAt: timestamp('rank_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    index('profiles_role_rank_idx').on(t.role, t.rankAt, t.userId),
    // Selective filters (a sector and a city among 100,000 profiles): a bitmap of these two beats
    // walking the rank index (bench/api/discovery.ts).
    index('profiles_sectors_idx').using('gin', t.sectors),
    index('profiles_role_city_idx').on(t.role, sql`lower(${t.city})`),
    // The completeness backfill job's claim: an empty probe once every profile is scored.
    index('profiles_completeness_null_idx').on(t.userId).where(sql`${t.completeness} is null`),
    check('profiles_role_check', sql`${t.role} in ('Hustler', 'Investor', 'Cofounder', 'Jobseeker')`),
    check(
      'profiles_ticket_check',
      sql`${t.ticketMin} is null or ${t.ticketMax} is null or ${t.ticketMin} <= ${t.ticketMax}`,
    ),
  ],
);

export const videos = pgTable(
  'videos',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    description: text('description').notNull(),
    storageKey: text('storage_key').notNull(),
    mimeType: text('mime_type').notNull(),
    sizeBytes: integer('size_bytes').notNull(),
    posterKey: text('poster_key'),
    likes: integer('likes').notNull().default(0),
    /**
     * Issue 27: the HLS ladder made from the upload by the transcode job (modules/videos/streams):
     * queued → processing → ready, or failed after its retries (its owner may ask again). Until it
     * is ready the original file plays. `stream_key` is the master playlist's storage key.
     */
    streamState: text('stream_state', { enum: ['queued', 'processing', 'ready', 'failed'] })
      .notNull()
      .default('queued'),
    streamKey: text('stream_key'),
    /** The rungs made ('144p', …, and 'audio' when it has sound), smallest first. */
    streamRenditions: text('stream_renditions').array().notNull().default(sql`'{}'::text[]`),
    streamAttempts: integer('stream_attempts').notNull().default(0),
    /** When the job may (next) take it: after a failure, later each time. */
    streamNextAt: timestamp('stream_next_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    /** A process transcoding it holds it until then; one that stopped lets it go to another. */
    streamLeaseUntil: timestamp('stream_lease_until', { withTimezone: true, mode: 'date' }),
    streamError: text('stream_error'),
    /**
     * Issue 25 (decision 039): a 'post' is for the community (feeds, search, a shared link's
     * preview); an 'intro' is a Job seeker's introduction of themselves, sent with applications
     * and shown where they are read, never in the feeds. Set by the uploader's role at upload.
     */
    kind: text('kind', { enum: ['post', 'intro'] })
      .notNull()
      .default('post'),
    createdAt: createdAt(),
    editedAt: editedAt(),
    hiddenAt: hiddenAt(),
  },
  (t) => [
    index('videos_created_idx').on(t.createdAt, t.id),
    index('videos_user_idx').on(t.userId, t.createdAt),
    // The transcode job's claim: only videos still waiting, soonest first.
    index('videos_stream_waiting_idx')
      .on(t.streamNextAt)
      .where(sql`${t.streamState} in ('queued', 'processing')`),
    // The hidden few, read as a set by search (issue 28).
    index('videos_hidden_idx').on(t.id).where(sql`${t.hiddenAt} is not null`),
    check('videos_stream_state_check', sql`${t.streamState} in ('queued', 'processing', 'ready', 'failed')`),
    check('videos_kind_check', sql`${t.kind} in ('post', 'intro')`),
  ],
);

/** Issue 27: a video's captions, one WebVTT file per language (SRT is converted on upload). */
export const videoCaptions = pgTable(
  'video_captions',
  {
    videoId: uuid('video_id')
      .notNull()
      .references(() => videos.id, { onDelete: 'cascade' }),
    language: text('language', { enum: ['en', 'hi'] }).notNull(),
    storageKey: text('storage_key').notNull(),
    /**
     * Issue 28: what the cues say, without times or tags (search indexes it with the video's
     * description); null until read from the file (captions kept before search knew them).
     */
    words: text('words'),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.videoId, t.language] }),
    check('video_captions_language_check', sql`${t.language} in ('en', 'hi')`),
    index('video_captions_words_unread_idx').on(t.videoId).where(sql`${t.words} is null`),
  ],
);

export const videoLikes = pgTable(
  'video_likes',
  {
    videoId: uuid('video_id')
      .notNull()
      .references(() => videos.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.videoId, t.userId] }), index('video_likes_user_idx').on(t.userId)],
);

export const videoComments = pgTable(
  'video_comments',
  {
    id: id(),
    videoId: uuid('video_id')
      .notNull()
      .references(() => videos.id, { onDelete: 'cascade' }),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    text: text('text').notNull(),
    createdAt: createdAt(),
    editedAt: editedAt(),
    hiddenAt: hiddenAt(),
    /** Issue 29: the idempotency key the app made for a comment written offline (decision 038). */
    clientKey: uuid('client_key'),
  },
  (t) => [
    index('video_comments_video_idx').on(t.videoId, t.createdAt, t.id),
    uniqueIndex('video_comments_client_key').on(t.userId, t.clientKey).where(sql`${t.clientKey} is not null`),
  ],
);

/** Blogs and talks share one table; a talk is a blog of kind 'talk' whose title is its text. */
export const blogs = pgTable(
  'blogs',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: ['blog', 'talk'] }).notNull(),
    title: text('title').notNull(),
    summary: text('summary'),
    content: text('content'),
    coverKey: text('cover_key'),
    /** Issue 26: how many people like it (blog_likes), kept like videos.likes. */
    likes: integer('likes').notNull().default(0),
    createdAt: createdAt(),
    editedAt: editedAt(),
    hiddenAt: hiddenAt(),
  },
  (t) => [
    index('blogs_kind_created_idx').on(t.kind, t.createdAt, t.id),
    index('blogs_created_idx').on(t.createdAt, t.id),
    index('blogs_user_idx').on(t.userId, t.createdAt),
    // The hidden few, read as a set by search (issue 28).
    index('blogs_hidden_idx').on(t.id).where(sql`${t.hiddenAt} is not null`),
    check('blogs_kind_check', sql`${t.kind} in ('blog', 'talk')`),
  ],
);

export const blogComments = pgTable(
  'blog_comments',
  {
    id: id(),
    blogId: uuid('blog_id')
      .notNull()
      .references(() => blogs.id, { onDelete: 'cascade' }),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    text: text('text').notNull(),
    createdAt: createdAt(),
    editedAt: editedAt(),
    hiddenAt: hiddenAt(),
    /** Issue 29: the idempotency key the app made for a comment written offline (decision 038). */
    clientKey: uuid('client_key'),
  },
  (t) => [
    index('blog_comments_blog_idx').on(t.blogId, t.createdAt, t.id),
    uniqueIndex('blog_comments_client_key').on(t.userId, t.clientKey).where(sql`${t.clientKey} is not null`),
  ],
);

/** Issue 26: who likes a blog or talk, once per person (like video_likes). */
export const blogLikes = pgTable(
  'blog_likes',
  {
    blogId: uuid('blog_id')
      .notNull()
      .references(() => blogs.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.blogId, t.userId] }), index('blog_likes_user_idx').on(t.userId)],
);

export const connections = pgTable(
  'connections',
  {
    id: id(),
    hustlerId: uuid('hustler_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    investorId: uuid('investor_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** Where the Ignite stands: IGNITE_TRANSITIONS in the contract. */
    status: text('status', { enum: ['new', 'viewed', 'meeting', 'passed', 'connected'] })
      .notNull()
      .default('new'),
    /** The Hustler's pitch line (empty for Ignites sent before the pipeline). */
    pitch: text('pitch').notNull().default(''),
    videoId: uuid('video_id').references(() => videos.id, { onDelete: 'set null' }),
    passReason: text('pass_reason'),
    viewedAt: timestamp('viewed_at', { withTimezone: true, mode: 'date' }),
    /** When the investor answered: asked to meet or passed. */
    respondedAt: timestamp('responded_at', { withTimezone: true, mode: 'date' }),
    connectedAt: timestamp('connected_at', { withTimezone: true, mode: 'date' }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('connections_pair_key').on(t.hustlerId, t.investorId),
    index('connections_investor_idx').on(t.investorId, t.status, t.createdAt),
    index('connections_hustler_created_idx').on(t.hustlerId, t.createdAt),
    check(
      'connections_status_check',
      sql`${t.status} in ('new', 'viewed', 'meeting', 'passed', 'connected')`,
    ),
  ],
);

export const notifications = pgTable(
  'notifications',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    type: text('type').notNull(),
    message: text('message').notNull(),
    isRead: boolean('is_read').notNull().default(false),
    actorId: uuid('actor_id').references(() => users.id, { onDelete: 'set null' }),
    entityId: text('entity_id'),
    /**
     * Which NOTIFICATION_TEXTS entry the notification is and the names and titles it was made
     * with (`{ key, args }`): it is shown in the reader's language. `message` keeps the English,
     * for rows from before params and for anyone reading the table.
     */
    params: jsonb('params').$type<NotificationText>(),
    createdAt: createdAt(),
  },
  (t) => [
    index('notifications_user_created_idx').on(t.userId, t.createdAt, t.id),
    index('notifications_user_unread_idx').on(t.userId, t.isRead),
    // One unread message notification per sender: sending upserts it in the same statement.
    uniqueIndex('notifications_unread_message_key')
      .on(t.userId, t.actorId)
      .where(sql`${t.type} = 'message' and ${t.isRead} = false`),
  ],
);

export const messages = pgTable(
  'messages',
  {
    id: id(),
    senderId: uuid('sender_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    receiverId: uuid('receiver_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    text: text('text').notNull(),
    readAt: timestamp('read_at', { withTimezone: true, mode: 'date' }),
    /** Issue 15: the receiver's app got it (a socket acknowledged it, or they fetched it). */
    deliveredAt: timestamp('delivered_at', { withTimezone: true, mode: 'date' }),
    hiddenAt: hiddenAt(),
    createdAt: createdAt(),
    /**
     * Issue 29: the idempotency key the app made for a message written offline (decision 038): the
     * same key twice from one sender stores one message.
     */
    clientKey: uuid('client_key'),
  },
  (t) => [
    uniqueIndex('messages_client_key').on(t.senderId, t.clientKey).where(sql`${t.clientKey} is not null`),
    index('messages_pair_created_idx').on(t.senderId, t.receiverId, t.createdAt, t.id),
    index('messages_receiver_created_idx').on(t.receiverId, t.createdAt),
    // Both directions of a conversation in one range: (least, greatest) of the pair, then time.
    index('messages_conversation_idx').on(
      sql`least(${t.senderId}, ${t.receiverId})`,
      sql`greatest(${t.senderId}, ${t.receiverId})`,
      t.createdAt,
      t.id,
    ),
    index('messages_unread_idx').on(t.receiverId, t.senderId).where(sql`${t.readAt} is null`),
  ],
);

/**
 * One row per (me, partner) I have exchanged messages with: the chat list pages over it instead of
 * over my whole history. Kept by a statement-level trigger on messages insert (hand-written in
 * migration 0003: `messages_conversations_trigger`), so every writer — sendMessage, the demo seed,
 * bench's generate_series — keeps it consistent without extra round trips. `unread` counts the
 * partner's unread messages to me; the read-mark statement lowers it by the rows it marks.
 */
export const conversations = pgTable(
  'conversations',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    partnerId: uuid('partner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    lastMessageId: uuid('last_message_id').notNull(),
    lastAt: timestamp('last_at', { withTimezone: true, mode: 'date' }).notNull(),
    unread: integer('unread').notNull().default(0),
    /**
     * Issue 15: where it sits for `user_id` (CONVERSATION_STATES): the inbox, a stranger's message
     * request not yet answered, or a declined request (hidden).
     */
    state: text('state', { enum: ['inbox', 'request', 'declined'] })
      .notNull()
      .default('inbox'),
    /** Issue 15: `user_id` muted it: messages still arrive, without notifications or mail. */
    muted: boolean('muted').notNull().default(false),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.partnerId] }),
    check('conversations_state_check', sql`${t.state} in ('inbox', 'request', 'declined')`),
    // Ascending, scanned backward: that order is exactly `last_at desc, last_message_id desc` (NULLS FIRST),
    // so the LIMIT stops the scan. A DESC (NULLS LAST) index would not match it and the page got sorted.
    index('conversations_user_last_idx').on(t.userId, t.lastAt, t.lastMessageId),
    check('conversations_unread_check', sql`${t.unread} >= 0`),
  ],
);

export const contactMessages = pgTable(
  'contact_messages',
  {
    id: id(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    message: text('message').notNull(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [index('contact_messages_created_idx').on(t.createdAt)],
);

export const emailTokens = pgTable(
  'email_tokens',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    // One-time emailed links, only their hash stored: confirm an address, reset a password,
    // unlock sign-in after too many failures, confirm a new address (users.pending_email).
    purpose: text('purpose', {
      enum: ['verify-email', 'reset-password', 'unlock-signin', 'change-email'],
    }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true, mode: 'date' }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('email_tokens_hash_key').on(t.tokenHash),
    index('email_tokens_user_idx').on(t.userId),
    index('email_tokens_user_purpose_created_idx').on(t.userId, t.purpose, t.createdAt),
  ],
);

/** A signed-in device. Tokens name their session (`sid`); ending a session deletes its row. */
export const sessions = pgTable(
  'sessions',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    userAgent: text('user_agent').notNull().default(''),
    ip: text('ip').notNull().default(''),
    createdAt: createdAt(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (t) => [index('sessions_user_last_seen_idx').on(t.userId, t.lastSeenAt)],
);

/**
 * Issue 29: a device that takes web pushes, kept for the sign-in that turned push on: signing
 * out (or out everywhere, or a password reset ending every session) deletes the session and with
 * it the subscription. The endpoint is the push service's address for that browser.
 */
export const pushSubscriptions = pgTable(
  'push_subscriptions',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    sessionId: uuid('session_id')
      .notNull()
      .references(() => sessions.id, { onDelete: 'cascade' }),
    endpoint: text('endpoint').notNull(),
    /** The browser's P-256 public key and authentication secret (RFC 8291), base64url. */
    p256dh: text('p256dh').notNull(),
    auth: text('auth').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('push_subscriptions_endpoint_key').on(t.endpoint),
    index('push_subscriptions_user_idx').on(t.userId),
    index('push_subscriptions_session_idx').on(t.sessionId),
  ],
);

/**
 * Issue 29: a notification to push to one device. A trigger on notifications writes one row per
 * subscription of its recipient in the same transaction (an updated message notice writes it
 * again: a new message in the same conversation); the push job claims due rows with a lease
 * (two processes never push one twice), sends, and deletes each once the push service took it.
 */
export const pushDeliveries = pgTable(
  'push_deliveries',
  {
    notificationId: uuid('notification_id')
      .notNull()
      .references(() => notifications.id, { onDelete: 'cascade' }),
    subscriptionId: uuid('subscription_id')
      .notNull()
      .references(() => pushSubscriptions.id, { onDelete: 'cascade' }),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    lockedUntil: timestamp('locked_until', { withTimezone: true, mode: 'date' }),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.notificationId, t.subscriptionId] }),
    index('push_deliveries_next_attempt_idx').on(t.nextAttemptAt),
    index('push_deliveries_subscription_idx').on(t.subscriptionId),
  ],
);

/**
 * Mail waiting to be sent: written in the same transaction as what caused it, sent by the mail
 * worker (any server process; a row is claimed with a lease), retried with backoff while the
 * SMTP server fails, deleted once sent (its links carry one-time tokens).
 */
export const mailQueue = pgTable(
  'mail_queue',
  {
    id: id(),
    to: text('to').notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    html: text('html').notNull(),
    language: text('language', { enum: ['en-IN', 'hi-IN'] }).notNull(),
    attempts: integer('attempts').notNull().default(0),
    /** Not before this time: now for new mail, later after each failure. */
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    /** A process sending it holds it until then; a crashed process's lease runs out. */
    lockedUntil: timestamp('locked_until', { withTimezone: true, mode: 'date' }),
    lastError: text('last_error'),
    createdAt: createdAt(),
  },
  (t) => [index('mail_queue_next_attempt_idx').on(t.nextAttemptAt)],
);

/** "Download my data": a ZIP prepared in the background, kept for a few days. */
export const dataExports = pgTable(
  'data_exports',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    status: text('status', { enum: ['queued', 'running', 'ready', 'failed'] })
      .notNull()
      .default('queued'),
    /** 0–100 while running. */
    progress: integer('progress').notNull().default(0),
    /** The ZIP's key in media storage once ready. */
    fileKey: text('file_key'),
    sizeBytes: integer('size_bytes'),
    lockedUntil: timestamp('locked_until', { withTimezone: true, mode: 'date' }),
    createdAt: createdAt(),
    finishedAt: timestamp('finished_at', { withTimezone: true, mode: 'date' }),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }),
  },
  (t) => [
    index('data_exports_user_created_idx').on(t.userId, t.createdAt),
    index('data_exports_status_idx').on(t.status),
    check('data_exports_status_check', sql`${t.status} in ('queued', 'running', 'ready', 'failed')`),
  ],
);

/** Issue 15: `blocker_id` blocked `blocked_id`. Either way round, neither reaches the other. */
export const blocks = pgTable(
  'blocks',
  {
    blockerId: uuid('blocker_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    blockedId: uuid('blocked_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.blockerId, t.blockedId] }),
    // The other direction (am I blocked by them?) and "who blocked me" in one index.
    index('blocks_blocked_idx').on(t.blockedId, t.blockerId),
    // The settings list: my blocks, newest first (keyset over created_at, blocked_id).
    index('blocks_blocker_created_idx').on(t.blockerId, t.createdAt, t.blockedId),
    check('blocks_not_self_check', sql`${t.blockerId} <> ${t.blockedId}`),
  ],
);

/**
 * Issue 15: a report of a user, a message, a video, a blog, a talk, a comment or a job posting
 * (REPORT_TARGETS; a comment is a video comment or a blog/talk comment, told apart by `target_id`).
 * `owner_id` is whose it is, read when it was reported. One report per person and item; the
 * platform's own (no reporter: a held posting, issue 25) one open per item.
 */
export const reports = pgTable(
  'reports',
  {
    id: id(),
    /** Null: filed by the platform itself (a job posting held for asking money, issue 25). */
    reporterId: uuid('reporter_id').references(() => users.id, { onDelete: 'cascade' }),
    target: text('target', {
      enum: ['user', 'message', 'video', 'blog', 'talk', 'comment', 'job'],
    }).notNull(),
    targetId: uuid('target_id').notNull(),
    ownerId: uuid('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    reason: text('reason', { enum: ['spam', 'abuse', 'fraud', 'asksForMoney', 'other'] }).notNull(),
    details: text('details'),
    status: text('status', { enum: ['open', 'dismissed', 'hidden', 'suspended'] })
      .notNull()
      .default('open'),
    createdAt: createdAt(),
    resolvedBy: uuid('resolved_by').references(() => users.id, { onDelete: 'set null' }),
    resolvedAt: timestamp('resolved_at', { withTimezone: true, mode: 'date' }),
  },
  (t) => [
    uniqueIndex('reports_reporter_target_key').on(t.reporterId, t.target, t.targetId),
    // The platform files one open report per held posting (an edit while held adds none).
    uniqueIndex('reports_platform_open_key')
      .on(t.target, t.targetId)
      .where(sql`${t.reporterId} is null and ${t.status} = 'open'`),
    index('reports_status_created_idx').on(t.status, t.createdAt, t.id),
    index('reports_target_idx').on(t.target, t.targetId),
    index('reports_owner_idx').on(t.ownerId),
    check(
      'reports_target_check',
      sql`${t.target} in ('user', 'message', 'video', 'blog', 'talk', 'comment', 'job')`,
    ),
    check('reports_reason_check', sql`${t.reason} in ('spam', 'abuse', 'fraud', 'asksForMoney', 'other')`),
    check('reports_status_check', sql`${t.status} in ('open', 'dismissed', 'hidden', 'suspended')`),
  ],
);

/** Issue 15: every moderator action, with who and when (MODERATION_ACTIONS). */
export const moderationActions = pgTable(
  'moderation_actions',
  {
    id: id(),
    adminId: uuid('admin_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    action: text('action', { enum: ['dismiss', 'hide', 'suspend', 'restore'] }).notNull(),
    reportId: uuid('report_id').references(() => reports.id, { onDelete: 'set null' }),
    /** Whose content or account the action was about. */
    userId: uuid('user_id').references(() => users.id, { onDelete: 'cascade' }),
    target: text('target'),
    targetId: uuid('target_id'),
    createdAt: createdAt(),
  },
  (t) => [
    index('moderation_actions_report_idx').on(t.reportId, t.createdAt),
    index('moderation_actions_created_idx').on(t.createdAt, t.id),
    check('moderation_actions_action_check', sql`${t.action} in ('dismiss', 'hide', 'suspend', 'restore')`),
  ],
);

/**
 * Issue 24: who may moderate. 'listed': the account verified `email` while ADMIN_EMAILS named it
 * (it counts while the account still has that address and the list still names it); 'operator':
 * granted by `node dist/admin.js grant EMAIL`. Either way only a verified, unerased account.
 */
export const moderatorGrants = pgTable(
  'moderator_grants',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: ['listed', 'operator'] }).notNull(),
    /** Lower-cased: the address verified while listed ('listed'); the account's address when granted ('operator'). */
    email: text('email').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.kind] }),
    check('moderator_grants_kind_check', sql`${t.kind} in ('listed', 'operator')`),
  ],
);

/**
 * Issue 24: addresses freed by erasure, as a SHA-256 of the lower-cased address, with when. Sign-up
 * and changes of address refuse them for ERASED_ADDRESS_HOLD_MS; the erasures job forgets them after.
 */
export const erasedAddresses = pgTable('erased_addresses', {
  emailHash: text('email_hash').primaryKey(),
  erasedAt: timestamp('erased_at', { withTimezone: true, mode: 'date' }).notNull(),
});

export type User = typeof users.$inferSelect;
export type NewUser = typeof users.$inferInsert;
export type Profile = typeof profiles.$inferSelect;
export type Notification = typeof notifications.$inferSelect;
export type Session = typeof sessions.$inferSelect;

/**
 * Issue 25: a startup's job or internship posting (JobInputSchema in the contract). Pay is stored
 * as numbers the board filters on: an internship's stipend (₹ a month; `stipend_kind` says fixed,
 * range or unpaid, never missing), a job's annual pay (₹ LPA) and ESOPs (%). `status` is open,
 * closed or held (asked for money: a moderator decides); expired is read from `apply_by`. A
 * deleted posting keeps its row while it has applicants, who still see what they applied to.
 */
export const jobPostings = pgTable(
  'job_postings',
  {
    id: id(),
    /** The Hustler who posted it, for their startup (their profile). */
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    type: text('type', { enum: ['fullTime', 'partTime', 'internship', 'freelance'] }).notNull(),
    workMode: text('work_mode', { enum: ['onSite', 'hybrid', 'remote'] }).notNull(),
    state: text('state'),
    city: text('city'),
    skills: text('skills').array().notNull().default(sql`'{}'::text[]`),
    /** The startup's sector and stage (its profile's first sector, its stage lowercased as STAGE_FILTERS). */
    sector: text('sector'),
    stage: text('stage'),
    description: text('description').notNull(),
    openings: integer('openings').notNull(),
    /** Null: immediately. */
    startDate: text('start_date'),
    durationMonths: integer('duration_months'),
    stipendKind: text('stipend_kind', { enum: ['fixed', 'range', 'unpaid'] }),
    stipendMin: integer('stipend_min'),
    stipendMax: integer('stipend_max'),
    payMinLpa: doublePrecision('pay_min_lpa'),
    payMaxLpa: doublePrecision('pay_max_lpa'),
    esopMin: doublePrecision('esop_min'),
    esopMax: doublePrecision('esop_max'),
    perks: text('perks').array().notNull().default(sql`'{}'::text[]`),
    audiences: text('audiences').array().notNull().default(sql`'{}'::text[]`),
    studentYear: integer('student_year'),
    /** The last day to apply, `YYYY-MM-DD` in India's time. */
    applyBy: text('apply_by').notNull(),
    questions: text('questions').array().notNull().default(sql`'{}'::text[]`),
    status: text('status', { enum: ['open', 'closed', 'held'] })
      .notNull()
      .default('open'),
    /** The words that asked for money, shown to the poster while a moderator decides. */
    heldReason: text('held_reason'),
    /** A moderator hid it (a report's hide): only its poster sees it, as refused, until restored. */
    hiddenAt: hiddenAt(),
    views: integer('views').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }),
    deletedAt: timestamp('deleted_at', { withTimezone: true, mode: 'date' }),
    /**
     * When the expiry job (expiry.ts) found its apply-by date past: it takes the posting out of
     * the board's index (decision 030). `apply_by` stays the truth of "expired"; a new apply-by
     * date clears it (trigger job_postings_unexpire, migration 0012).
     */
    expiredAt: timestamp('expired_at', { withTimezone: true, mode: 'date' }),
  },
  (t) => [
    // The board: open postings not yet found expired, newest first, keyset over (created_at, id).
    index('job_postings_open_created_idx')
      .on(t.createdAt, t.id)
      .where(sql`${t.status} = 'open' and ${t.deletedAt} is null and ${t.expiredAt} is null`),
    index('job_postings_user_created_idx').on(t.userId, t.createdAt),
    // The 21-day close (no-response.ts) scans postings by apply-by date, whatever their status.
    index('job_postings_apply_by_idx').on(t.applyBy),
    index('job_postings_city_idx').on(sql`lower(${t.city})`),
    check('job_postings_status_check', sql`${t.status} in ('open', 'closed', 'held')`),
    check('job_postings_type_check', sql`${t.type} in ('fullTime', 'partTime', 'internship', 'freelance')`),
    check('job_postings_work_mode_check', sql`${t.workMode} in ('onSite', 'hybrid', 'remote')`),
    check(
      'job_postings_pay_check',
      sql`(${t.type} = 'internship' and ${t.stipendKind} is not null and ${t.payMinLpa} is null) or (${t.type} <> 'internship' and ${t.payMinLpa} is not null and ${t.payMaxLpa} is not null and ${t.stipendKind} is null)`,
    ),
  ],
);

/**
 * Issue 25: one person's application to one posting. `history` holds every step taken, oldest
 * first ([{status, at}]); `answered_at` is the startup's first move, for its figures.
 */
export const jobApplications = pgTable(
  'job_applications',
  {
    id: id(),
    jobId: uuid('job_id')
      .notNull()
      .references(() => jobPostings.id, { onDelete: 'cascade' }),
    applicantId: uuid('applicant_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    status: text('status', {
      enum: [
        'applied',
        'viewed',
        'shortlisted',
        'interview',
        'offer',
        'hired',
        'notSelected',
        'withdrawn',
        'noResponse',
      ],
    })
      .notNull()
      .default('applied'),
    note: text('note'),
    answers: text('answers').array().notNull().default(sql`'{}'::text[]`),
    videoId: uuid('video_id').references(() => videos.id, { onDelete: 'set null' }),
    rejectReason: text('reject_reason'),
    history: jsonb('history').$type<Array<{ status: string; at: string }>>().notNull(),
    answeredAt: timestamp('answered_at', { withTimezone: true, mode: 'date' }),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('job_applications_job_applicant_key').on(t.jobId, t.applicantId),
    index('job_applications_applicant_created_idx').on(t.applicantId, t.createdAt, t.id),
    index('job_applications_job_status_created_idx').on(t.jobId, t.status, t.createdAt, t.id),
    check(
      'job_applications_status_check',
      sql`${t.status} in ('applied', 'viewed', 'shortlisted', 'interview', 'offer', 'hired', 'notSelected', 'withdrawn', 'noResponse')`,
    ),
  ],
);

/** Issue 25: the jobs a person saved. */
export const savedJobs = pgTable(
  'saved_jobs',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    jobId: uuid('job_id')
      .notNull()
      .references(() => jobPostings.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.jobId] }), index('saved_jobs_job_idx').on(t.jobId)],
);

/**
 * Issue 26: what a co-founder (or a Hustler looking for one) wants in a co-founder. Each part has
 * a weight in `weights` (`{ [part]: 'must' | 'nice' | 'none' }`): a must-have excludes anyone who
 * does not meet it, a nice-to-have adds to the score. A Hustler is matched only while `looking`.
 */
export const cofounderPreferences = pgTable(
  'cofounder_preferences',
  {
    userId: uuid('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    looking: boolean('looking').notNull().default(true),
    skillsWanted: text('skills_wanted').array().notNull().default(sql`'{}'::text[]`),
    skillsOffered: text('skills_offered').array().notNull().default(sql`'{}'::text[]`),
    commitment: text('commitment'),
    sectors: text('sectors').array().notNull().default(sql`'{}'::text[]`),
    stage: text('stage'),
    state: text('state'),
    city: text('city'),
    remote: boolean('remote').notNull().default(false),
    availability: text('availability'),
    weights: jsonb('weights')
      .$type<Record<string, 'must' | 'nice' | 'none'>>()
      .notNull()
      .default(sql`'{}'::jsonb`),
    /** The last time the daily digest told them of new matches. */
    matchesToldAt: timestamp('matches_told_at', { withTimezone: true, mode: 'date' }),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [index('cofounder_preferences_looking_idx').on(t.looking, t.updatedAt)],
);

/**
 * Issue 26: an invitation between two would-be co-founders. Accepted, the two are connected and
 * talk without a message request; declined quietly (the sender is not told). One per pair.
 */
export const cofounderInvites = pgTable(
  'cofounder_invites',
  {
    id: id(),
    fromId: uuid('from_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    toId: uuid('to_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    note: text('note'),
    status: text('status', { enum: ['pending', 'accepted', 'declined'] })
      .notNull()
      .default('pending'),
    createdAt: createdAt(),
    answeredAt: timestamp('answered_at', { withTimezone: true, mode: 'date' }),
  },
  (t) => [
    uniqueIndex('cofounder_invites_pair_key').on(
      sql`least(${t.fromId}, ${t.toId})`,
      sql`greatest(${t.fromId}, ${t.toId})`,
    ),
    index('cofounder_invites_to_idx').on(t.toId, t.status, t.createdAt),
    index('cofounder_invites_from_idx').on(t.fromId, t.createdAt),
    check('cofounder_invites_status_check', sql`${t.status} in ('pending', 'accepted', 'declined')`),
    check('cofounder_invites_not_self_check', sql`${t.fromId} <> ${t.toId}`),
  ],
);

/** PostgreSQL's full-text document type (search_documents.document). */
const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

/**
 * Issue 28: one row per searchable thing (a person, a startup, a video, a blog, a talk, a job
 * posting), kept by triggers on the tables it comes from in the same transaction as their writes
 * (migration 0015, decision 035). Who may see a row is decided when searching, from its source
 * table and the blocks module's query parts; no private field (phone, email) is copied here.
 */
export const searchDocuments = pgTable(
  'search_documents',
  {
    kind: text('kind', { enum: ['person', 'startup', 'video', 'blog', 'talk', 'job'] }).notNull(),
    itemId: uuid('item_id').notNull(),
    ownerId: uuid('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    /** The text a snippet is cut from (the fields below the title). */
    body: text('body').notNull(),
    /** Title (A), tags such as skills, sectors and city (B), the rest (C); English and Hindi stems. */
    document: tsvector('document').notNull(),
    /** search_skeleton(title) and of the whole text: romanised, loosely spelt, for trigram matching. */
    titleSkeleton: text('title_skeleton').notNull(),
    skeleton: text('skeleton').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.kind, t.itemId] }),
    index('search_documents_document_idx').using('gin', t.document),
    /** The title's words as written (suggestions match titles only, migration 0018). */
    index('search_documents_title_words_idx').using('gin', sql`to_tsvector('simple'::regconfig, ${t.title})`),
    /**
     * Newest first in a suggestion list's whole order (created, kind, item): a walk along it stops
     * at the first visible titles it needs, with no sort of what it read (migration 0021).
     */
    index('search_documents_created_idx').on(t.createdAt, t.kind, t.itemId),
    /** The same within one kind: a tab's window of newest documents (search, migration 0021). */
    index('search_documents_kind_created_idx').on(t.kind, t.createdAt, t.itemId),
    index('search_documents_owner_idx').on(t.ownerId),
    check(
      'search_documents_kind_check',
      sql`${t.kind} in ('person', 'startup', 'video', 'blog', 'talk', 'job')`,
    ),
  ],
);

/**
 * Issue 28 (decision 035): every word the search documents hold, as written (lowercased), with its
 * search_skeleton. A query's word is expanded here, not against the documents: the words it starts
 * and the words spelt like it (trigram likeness of their skeletons: typos, romanised Hindi), whose
 * stems join the text query, so matching and ranking use the documents' text index alone. Kept by
 * a trigger on search_documents (migration 0018); a word no document holds any more stays, matching nothing.
 */
export const searchWords = pgTable(
  'search_words',
  {
    word: text('word').primaryKey(),
    skeleton: text('skeleton').notNull(),
  },
  (t) => [
    index('search_words_prefix_idx').on(sql`${t.word} text_pattern_ops`),
    index('search_words_skeleton_idx').using('gin', sql`${t.skeleton} gin_trgm_ops`),
  ],
);
