import path from 'node:path';
import Fastify, { type FastifyServerOptions } from 'fastify';
import { validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { Redis } from 'ioredis';
import type { Server } from 'socket.io';
import type { Config } from './config.ts';
import type { DatabaseHandle } from './db/client.ts';
import { withLogRedaction } from './lib/log-redaction.ts';
import { createResponseSerializerCompiler } from './lib/response-serializer.ts';
import { createMailer, type Mailer } from './mail/mailer.ts';
import { createS3Storage } from './media/s3-storage.ts';
import { createDiskStorage } from './media/storage.ts';
import { BackgroundTasks } from './modules/auth/background-tasks.ts';
import { authRoutes } from './modules/auth/routes.ts';
import { SessionService } from './modules/auth/session-service.ts';
import { MemorySigninThrottle, RedisSigninThrottle } from './modules/auth/signin-throttle.ts';
import { createTokenService } from './modules/auth/tokens.ts';
import { blogRoutes } from './modules/blogs/routes.ts';
import { commentRoutes } from './modules/comments/routes.ts';
import { connectsRoutes } from './modules/connects/routes.ts';
import { contactRoutes } from './modules/contact/routes.ts';
import { discoveryRoutes } from './modules/discovery/routes.ts';
import { healthRoutes } from './modules/health/routes.ts';
import { sendMessage } from './modules/messages/messages-service.ts';
import { messageRoutes } from './modules/messages/routes.ts';
import { notificationRoutes } from './modules/notifications/routes.ts';
import { profileRoutes } from './modules/profiles/routes.ts';
import { userRoutes } from './modules/users/routes.ts';
import { videoRoutes } from './modules/videos/routes.ts';
import { apiDocs } from './plugins/api-docs.ts';
import { authentication } from './plugins/authentication.ts';
import { compression } from './plugins/compression.ts';
import { errorHandler } from './plugins/error-handler.ts';
import { media } from './plugins/media.ts';
import { security } from './plugins/security.ts';
import { webApp } from './plugins/web-app.ts';
import { createRealtime } from './realtime/realtime.ts';
import { attachSocketServer } from './realtime/socket-server.ts';

export interface BuildAppOptions {
  config: Config;
  database: DatabaseHandle;
  mailer?: Mailer;
  logger?: FastifyServerOptions['logger'];
}

/** Builds the whole server without listening: tests drive it through `inject`. */
export async function buildApp({ config, database, mailer, logger }: BuildAppOptions) {
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
  const deps = {
    db: database.db,
    mailer:
      mailer ??
      createMailer({ smtpUrl: config.smtpUrl, from: config.mailFrom, dataDir: config.dataDir, log: app.log }),
    publicUrl: config.publicUrl,
    log: app.log,
    sessions,
    throttle: redis ? new RedisSigninThrottle(redis) : new MemorySigninThrottle(),
    background: new BackgroundTasks(app.log),
  };

  const storage = config.s3
    ? createS3Storage(config.s3)
    : createDiskStorage(path.join(config.dataDir, 'media'));
  const profileDeps = { db: database.db, storage, dataDir: config.dataDir };
  let io: Server | undefined;
  const realtime = createRealtime(() => io);
  const contentDeps = { ...profileDeps, realtime };

  await app.register(errorHandler);
  await app.register(security, { rateLimitAllowList: config.rateLimitAllowList, redis });
  await app.register(compression);
  await app.register(apiDocs);
  await app.register(authentication, { sessions });
  await app.register(media, { storage });

  await app.register(healthRoutes, { database });
  await app.register(authRoutes, { deps });
  await app.register(contactRoutes, { db: database.db });
  await app.register(profileRoutes, { deps: profileDeps });
  await app.register(discoveryRoutes, { deps: profileDeps });
  await app.register(connectsRoutes, { deps: contentDeps });
  await app.register(userRoutes, { deps: profileDeps });
  await app.register(notificationRoutes, { db: database.db });
  await app.register(messageRoutes, { deps: contentDeps });
  await app.register(videoRoutes, { deps: contentDeps });
  await app.register(blogRoutes, { deps: contentDeps });
  await app.register(commentRoutes, { deps: contentDeps });

  await app.register(webApp, { webDist: config.webDist });
  io = (await attachSocketServer(app, {
    sessions,
    redis,
    sendMessage: (senderId, input, socketId) => sendMessage(contentDeps, senderId, input, socketId),
  })) as unknown as Server;
  return Object.assign(app, { realtime, sessions, storage: profileDeps.storage });
}

export type App = Awaited<ReturnType<typeof buildApp>>;
