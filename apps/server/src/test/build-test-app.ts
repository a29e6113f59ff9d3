import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { API, type Role } from '@ideaignite/contract';
import { eq } from 'drizzle-orm';
import { type App, type BuildAppOptions, buildApp } from '../app.ts';
import { loadConfig } from '../config.ts';
import type { PoolOptions } from '../db/pool-options.ts';
import { videos } from '../db/schema.ts';
import type { Mailer, MailMessage } from '../mail/mailer.ts';
import { formData, mp4Video, pngImage } from './fixtures.ts';
import { createTestDatabase, type TestDatabase } from './test-database.ts';

export interface TestContext {
  app: App;
  database: TestDatabase;
  /** Every mail the app sent, newest last (empty when SMTP_URL is given: see buildTestApp). */
  mails: MailMessage[];
  dataDir: string;
  /** Stops the app and its database connection and starts both again on the same data. */
  restart(): Promise<void>;
  close(): Promise<void>;
}

/**
 * Builds the app on a fresh database and a throwaway data dir; never opens a port. Mail lands in
 * `mails` at once, unless `env` has an SMTP_URL (test/smtp-capture.ts): then it goes through
 * the real queue to that server, sent when a test runs the `mail` job
 * (`t.app.container.scheduler.runNow('mail')`).
 */
export async function buildTestApp(
  env: Record<string, string> = {},
  options: {
    pool?: PoolOptions;
    logger?: BuildAppOptions['logger'];
    clock?: BuildAppOptions['clock'];
    messageLimits?: BuildAppOptions['messageLimits'];
  } = {},
): Promise<TestContext> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'ideaignite-test-'));
  const config = loadConfig(
    { NODE_ENV: 'test', DATA_DIR: dataDir, WEB_DIST: path.join(dataDir, 'no-web'), ...env },
    [],
  );
  const database = await createTestDatabase(options.pool);
  const mails: MailMessage[] = [];
  const mailer: Mailer = {
    async send(message) {
      mails.push(message);
    },
  };
  const start = async (db: TestDatabase) => {
    const app = await buildApp({
      config,
      database: db,
      mailer: env.SMTP_URL ? undefined : mailer,
      clock: options.clock,
      logger: options.logger,
      messageLimits: options.messageLimits,
    });
    await app.ready();
    return app;
  };
  const context: TestContext = {
    app: await start(database),
    database,
    mails,
    dataDir,
    async restart() {
      await context.app.close();
      context.database = await context.database.reopen();
      context.app = await start(context.database);
    },
    async close() {
      await context.app.close();
      await context.database.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
  return context;
}

let counter = 0;
/** A unique email for a test user. */
export function uniqueEmail(prefix = 'user'): string {
  counter += 1;
  return `${prefix}-${Date.now().toString(36)}-${counter}@example.in`;
}

/** Signs a new user up through the API and returns its token and id. */
export async function signUpUser(
  app: App,
  role: Role,
  email = uniqueEmail(role.toLowerCase()),
  password = 'Ignite#2025',
) {
  // Each test user signs up from its own address, so the signup rate limit stays out of the way.
  const remoteAddress = `10.${(counter >> 8) & 255}.${counter & 255}.${Math.floor(Math.random() * 250) + 1}`;
  counter += 1;
  const response = await app.inject({
    method: 'POST',
    url: '/api/auth/signup',
    payload: { email, password, role },
    remoteAddress,
  });
  if (response.statusCode !== 201) throw new Error(`signup failed: ${response.statusCode} ${response.body}`);
  const body = response.json() as { accessToken: string; id: string };
  return { token: body.accessToken, id: body.id, email, password, role };
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/** Each role's own profile form. */
const PROFILE_FORM: Record<Role, string> = {
  Hustler: API.profileHustler,
  Investor: API.profileInvestor,
  Cofounder: API.profileCofounder,
  Jobseeker: API.profileJobseeker,
};

/**
 * Signs a new user up and saves their profile form with `fields` (a name, a project, ...), through
 * the API; throws unless it is saved.
 */
export async function signUpWithProfile(app: App, role: Role, fields: Record<string, string | string[]>) {
  const user = await signUpUser(app, role);
  const saved = await app.inject({
    method: 'POST',
    url: PROFILE_FORM[role],
    headers: bearer(user.token),
    payload: formData(fields),
  });
  if (saved.statusCode !== 200) throw new Error(`profile failed: ${saved.statusCode} ${saved.body}`);
  return user;
}

/**
 * A Hustler's profile (with `profile` fields and a picture), a video and a blog with a cover, posted
 * through the API; answers the two posts' JSON. Throws when any of them is refused.
 */
export async function postHustlerMedia(app: App, token: string, profile: Record<string, string>) {
  const post = async (url: string, fields: Record<string, string>, file: Parameters<typeof formData>[1]) => {
    const response = await app.inject({
      method: 'POST',
      url,
      headers: bearer(token),
      payload: formData(fields, file),
    });
    if (response.statusCode >= 300) throw new Error(`${url} failed: ${response.statusCode} ${response.body}`);
    return response.json();
  };
  await post(API.profileHustler, profile, {
    profilePic: { data: await pngImage(), name: 'me.png', type: 'image/png' },
  });
  const uploaded = await post(
    API.addVideo,
    { title: 'Pitch day', description: 'Our first demo' },
    { video: { data: await mp4Video(), name: 'pitch.mp4', type: 'video/mp4' } },
  );
  const video = { ...uploaded, video: await withPoster(app, uploaded.video) };
  const blog = await post(
    API.addBlog,
    { title: 'Bootstrapping in Indore', summary: 'Lessons', content: 'Paragraph one.' },
    { image: { data: await pngImage(), name: 'cover.png', type: 'image/png' } },
  );
  return { video, blog };
}

/**
 * Decision 048: a video's poster is made after its upload's answer. Waits for that work and
 * answers `video` with the posterUrl it now has.
 */
export async function withPoster<T extends { _id: string; posterUrl: string | null }>(
  app: App,
  video: T,
): Promise<T> {
  await app.container.background.drain();
  const [row] = await app.container.db
    .select({ posterKey: videos.posterKey })
    .from(videos)
    .where(eq(videos.id, video._id));
  return { ...video, posterUrl: row?.posterKey ? app.container.storage.publicUrl(row.posterKey) : null };
}
