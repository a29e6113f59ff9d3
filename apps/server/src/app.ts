import Fastify, { type FastifyServerOptions } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Config } from './config.ts';
import type { DatabaseHandle } from './db/client.ts';
import { createMailer, type Mailer } from './mail/mailer.ts';
import { authRoutes } from './modules/auth/routes.ts';
import { SigninThrottle } from './modules/auth/signin-throttle.ts';
import { createTokenService } from './modules/auth/tokens.ts';
import { contactRoutes } from './modules/contact/routes.ts';
import { healthRoutes } from './modules/health/routes.ts';
import { apiDocs } from './plugins/api-docs.ts';
import { authentication } from './plugins/authentication.ts';
import { errorHandler } from './plugins/error-handler.ts';
import { security } from './plugins/security.ts';
import { webApp } from './plugins/web-app.ts';

export interface BuildAppOptions {
  config: Config;
  database: DatabaseHandle;
  mailer?: Mailer;
  logger?: FastifyServerOptions['logger'];
}

/** Builds the whole server without listening: tests drive it through `inject`. */
export async function buildApp({ config, database, mailer, logger }: BuildAppOptions) {
  const app = Fastify({
    logger: logger ?? false,
    trustProxy: config.trustProxy,
    bodyLimit: 1024 * 1024,
    routerOptions: { caseSensitive: true, ignoreTrailingSlash: true },
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  const tokens = createTokenService(config.jwtSecret, config.jwtTtl);
  const deps = {
    db: database.db,
    mailer: mailer ?? createMailer({ smtpUrl: config.smtpUrl, from: config.mailFrom, dataDir: config.dataDir, log: app.log }),
    publicUrl: config.publicUrl,
    log: app.log,
    tokens,
    throttle: new SigninThrottle(),
  };

  await app.register(errorHandler);
  await app.register(security);
  await app.register(apiDocs);
  await app.register(authentication, { tokens });

  await app.register(healthRoutes, { database });
  await app.register(authRoutes, { deps });
  await app.register(contactRoutes, { db: database.db });

  await app.register(webApp, { webDist: config.webDist });
  return app;
}

export type App = Awaited<ReturnType<typeof buildApp>>;
