import path from 'node:path';
import { MESSAGES_PER_MINUTE, NEW_CONVERSATIONS_PER_DAY } from '@ideaignite/contract';
import Fastify, { type FastifyServerOptions } from 'fastify';
import { validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { Redis } from 'ioredis';
import type { Config } from './config.ts';
import type { DatabaseHandle } from './db/client.ts';
import { type Clock, createClock } from './lib/clock.ts';
import type { Container, MessageLimits, RouteModule } from './lib/container.ts';
import { withLogRedaction } from './lib/log-redaction.ts';
import { MemoryRateCounter, RedisRateCounter } from './lib/rate-counter.ts';
import { createResponseSerializerCompiler } from './lib/response-serializer.ts';
import { Scheduler } from './lib/scheduler.ts';
import { MAIL_DRAIN_MS, MailQueue } from './mail/mail-queue.ts';
import { createMailTransport } from './mail/mail-transport.ts';
import type { Mailer } from './mail/mailer.ts';
import { createS3Storage } from './media/s3-storage.ts';
import { createDiskStorage } from './media/storage.ts';
import * as account from './modules/account/routes.ts';
import * as accountSettings from './modules/account-settings/routes.ts';
import {
  BackgroundTasks,
  createTokenService,
  MemorySigninThrottle,
  RedisSigninThrottle,
  SessionService,
} from './modules/auth/index.ts';
import * as auth from './modules/auth/routes.ts';
import { mediaKeysToRefuse, unreachableFrom } from './modules/blocks/index.ts';
import * as blocks from './modules/blocks/routes.ts';
import { allBlogsOf, blogsOwnedBy, watchableBlogs } from './modules/blogs/index.ts';
import * as blogs from './modules/blogs/routes.ts';
import { newMatchesForDigest } from './modules/cofounders/index.ts';
import * as cofounders from './modules/cofounders/routes.ts';
import * as comments from './modules/comments/routes.ts';
import * as connects from './modules/connects/routes.ts';
import * as contact from './modules/contact/routes.ts';
import * as discovery from './modules/discovery/routes.ts';
import * as feed from './modules/feed/routes.ts';
import * as health from './modules/health/routes.ts';
import { newJobsForDigest, postingOwnerFor } from './modules/jobs/index.ts';
import * as jobs from './modules/jobs/routes.ts';
import { canRelayTyping, markDelivered, sendMessage } from './modules/messages/index.ts';
import * as messages from './modules/messages/routes.ts';
import * as moderation from './modules/moderation/routes.ts';
import * as notifications from './modules/notifications/routes.ts';
import * as profiles from './modules/profiles/routes.ts';
import { publicPageAt } from './modules/public-pages/index.ts';
import * as publicPages from './modules/public-pages/routes.ts';
import * as search from './modules/search/routes.ts';
import * as talks from './modules/talks/routes.ts';
import { allVideosOf, videosOwnedBy, watchableVideos } from './modules/videos/index.ts';
import * as videos from './modules/videos/routes.ts';
import { apiDocs } from './plugins/api-docs.ts';
import { authentication, openToAnyone, requireAuthentication } from './plugins/authentication.ts';
import { compression } from './plugins/compression.ts';
import { errorHandler } from './plugins/error-handler.ts';
import { language } from './plugins/language.ts';
import { media } from './plugins/media.ts';
import { security } from './plugins/security.ts';
import { webApp } from './plugins/web-app.ts';
import { createRealtime } from './realtime/realtime.ts';
import { attachSocketServer } from './realtime/socket-server.ts';

const MODULES: RouteModule[] = [
  health,
  auth,
  contact,
  profiles,
  discovery,
  search,
  connects,
  cofounders,
  jobs,
  notifications,
  messages,
  blocks,
  videos,
  blogs,
  talks,
  comments,
  feed,
  account,
  accountSettings,
  moderation,
  publicPages,
];

export interface BuildAppOptions {
  config: Config;
  database: DatabaseHandle;
  /** Replaces the mail queue (tests that only look at what was sent); SMTP_URL or the outbox otherwise. */
  mailer?: Mailer;
  /** Tests set the time by hand (lib/clock.ts). */
  clock?: Clock;
  logger?: FastifyServerOptions['logger'];
  /** Messaging limits (decision 023); the contract's by default, higher for tests that send in bulk. */
  messageLimits?: MessageLimits;
}

/** Builds the whole server without listening: tests drive it through `inject`. */
export async function buildApp({ config, database, mailer, clock, logger, messageLimits }: BuildAppOptions) {
  const app = Fastify({
    logger: withLogRedaction(logger),
    trustProxy: config.trustProxy,
    bodyLimit: 1024 * 1024,
    routerOptions: { caseSensitive: true, ignoreTrailingSlash: true },
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  // Responses: fast-json-stringify compiled from the contract's zod schemas; the suite also checks
  // each one against zod (see lib/response-serializer.ts for why only there).
  app.setSerializerCompiler(createResponseSerializerCompiler({ verify: config.env === 'test' }));

  // One Redis connection for shared rate limits, sign-in locks and Socket.IO across processes.
  const redis = config.redisUrl
    ? new Redis(config.redisUrl, { connectTimeout: 2000, maxRetriesPerRequest: 2 })
    : undefined;
  if (redis) app.addHook('onClose', async () => void (await redis.quit().catch(() => undefined)));
  const sessions = new SessionService(database.db, createTokenService(config.jwtSecret, config.jwtTtl));
  const deps = { db: database.db };
  const realtime = createRealtime({
    unreachableFrom: (id) => unreachableFrom(database.db, id),
    ownedBy: (ownerId, table, ids) =>
      table === 'video' ? videosOwnedBy(deps, ownerId, ids) : blogsOwnedBy(deps, ownerId, ids),
    allOwnedBy: (ownerId, table) =>
      table === 'video' ? allVideosOf(deps, ownerId) : allBlogsOf(deps, ownerId),
    log: app.log,
  });
  const scheduler = new Scheduler(app.log);
  const appClock = clock ?? createClock(config.clockOffsetFile);
  // Mail is queued in the database and sent by the `mail` job (mail/mail-queue.ts).
  const mailQueue = mailer
    ? undefined
    : new MailQueue({
        db: database.db,
        transport: createMailTransport({
          smtpUrl: config.smtpUrl,
          from: config.mailFrom,
          dataDir: config.dataDir,
          log: app.log,
        }),
        clock: appClock,
        scheduler,
        log: app.log,
      });
  const container: Container = {
    db: database.db,
    pingDatabase: () => database.ping(),
    storage: config.s3 ? createS3Storage(config.s3) : createDiskStorage(path.join(config.dataDir, 'media')),
    dataDir: config.dataDir,
    realtime,
    mailer: mailQueue ?? (mailer as Mailer),
    publicUrl: config.publicUrl,
    log: app.log,
    sessions,
    throttle: redis ? new RedisSigninThrottle(redis) : new MemorySigninThrottle(),
    background: new BackgroundTasks(app.log),
    clock: appClock,
    scheduler,
    jobsTickMs: config.jobsTickMs,
    transcodeConcurrency: config.transcodeConcurrency,
    vapid: config.vapid,
    pushAllowLocal: config.pushAllowLocal,
    adminEmails: new Set(config.adminEmails),
    rateCounter: redis ? new RedisRateCounter(redis) : new MemoryRateCounter(),
    messageLimits: messageLimits ?? {
      perMinute: MESSAGES_PER_MINUTE,
      conversationsPerDay: NEW_CONVERSATIONS_PER_DAY,
    },
    digestSections: [newJobsForDigest, newMatchesForDigest],
    reportedOwners: { job: postingOwnerFor },
  };
  for (const module of MODULES) module.jobs?.(container);
  mailQueue?.schedule(config.jobsTickMs);
  // Before the server stops: work the answers did not wait for (it may queue mail), then the
  // scheduler's runs under way (the scheduler is started by main.ts), then the mail still due.
  app.addHook('onClose', async () => {
    await container.background.drain();
    await container.scheduler.stop();
    await mailQueue?.drain(MAIL_DRAIN_MS);
    mailQueue?.close();
  });

  await app.register(errorHandler);
  await app.register(language);
  await app.register(security, { rateLimitAllowList: config.rateLimitAllowList, redis });
  await app.register(compression);
  await app.register(apiDocs);
  await app.register(authentication, { sessions });
  await app.register(media, {
    storage: container.storage,
    hiddenMediaKeys: () => mediaKeysToRefuse(database.db),
  });

  // Each module's routes in one of two scopes: public, or behind `authenticate`.
  await app.register(async (scope) => {
    openToAnyone(scope);
    for (const module of MODULES)
      if (module.publicRoutes) await scope.register(module.publicRoutes, { container });
  });
  await app.register(async (scope) => {
    requireAuthentication(scope);
    for (const module of MODULES) if (module.routes) await scope.register(module.routes, { container });
  });

  await app.register(webApp, {
    webDist: config.webDist,
    renderBusyAbove: config.pageRenderBusyAbove,
    publicPage: (pathname, locale) => publicPageAt(container, pathname, locale),
  });
  const io = await attachSocketServer(app, {
    sessions,
    redis,
    sendMessage: (senderId, input, socketId) => sendMessage(container, senderId, input, socketId),
    canRelayTyping: (from, to) => canRelayTyping(container, from, to),
    delivered: (userId, ids) => markDelivered(container, userId, ids),
    watchable: (viewerId, table, ids) =>
      table === 'video'
        ? watchableVideos(container, viewerId, ids)
        : watchableBlogs(container, viewerId, ids),
  });
  realtime.attach(io);
  return Object.assign(app, { realtime, io, sessions, storage: container.storage, container });
}

export type App = Awaited<ReturnType<typeof buildApp>>;
