import { createECDH, randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import { DEFAULT_POOL_WAIT_MS, DEFAULT_QUERY_TIMEOUT_MS } from './db/pool-options.ts';
import { DEMO_MODERATOR_EMAIL } from './lib/demo-addresses.ts';

/** The repository root, so relative defaults do not depend on the working directory. */
export const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

const boolish = z
  .enum(['1', '0', 'true', 'false', 'yes', 'no', 'on', 'off', ''])
  .transform((value) => (value === '' ? undefined : ['1', 'true', 'yes', 'on'].includes(value)));

const EnvSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default('127.0.0.1'),
  DATA_DIR: z.string().min(1).default(path.join(REPO_ROOT, '.data')),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'DATABASE_URL must start with postgres:// or postgresql://')
    .optional(),
  DATABASE_POOL_SIZE: z.coerce
    .number()
    .int()
    .min(1, 'DATABASE_POOL_SIZE must be at least 1')
    .max(1000)
    .optional(),
  DATABASE_POOL_WAIT_MS: z.coerce.number().int().min(1).max(600_000).default(DEFAULT_POOL_WAIT_MS),
  DATABASE_QUERY_TIMEOUT_MS: z.coerce
    .number()
    .int()
    .min(100)
    .max(3_600_000)
    .default(DEFAULT_QUERY_TIMEOUT_MS),
  JWT_SECRET: z.string().min(32, 'JWT_SECRET must be at least 32 characters').optional(),
  JWT_TTL: z
    .string()
    .regex(/^\d+[smhd]$/, 'JWT_TTL must look like 15m, 12h or 7d')
    .default('7d'),
  PUBLIC_URL: z.url('PUBLIC_URL must be a URL like https://ideaignite.in').optional(),
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, 'SMTP_URL must start with smtp:// or smtps://')
    .optional(),
  MAIL_FROM: z.string().default('IdeaIgnite <no-reply@ideaignite.in>'),
  DEMO_DATA: boolish.optional(),
  REDIS_URL: z
    .string()
    .regex(/^rediss?:\/\//, 'REDIS_URL must start with redis://')
    .optional(),
  WEB_DIST: z.string().default(path.join(REPO_ROOT, 'apps/web/dist')),
  S3_BUCKET: z.string().min(3).optional(),
  S3_ENDPOINT: z.url('S3_ENDPOINT must be a URL like https://s3.ap-south-1.amazonaws.com').optional(),
  S3_REGION: z.string().default('ap-south-1'),
  S3_ACCESS_KEY_ID: z.string().optional(),
  S3_SECRET_ACCESS_KEY: z.string().optional(),
  S3_FORCE_PATH_STYLE: boolish.optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  TRUST_PROXY: boolish.optional(),
  RATE_LIMIT_ALLOWLIST: z.string().default(''),
  /** How often the scheduler looks for due work (digests, erasures); queued mail is kicked at once. */
  JOBS_TICK_MS: z.coerce.number().int().min(100).max(3_600_000).default(60_000),
  /**
   * Decision 050: above this event-loop load (0–1, the last second's), a signed-in page asked for
   * by a service worker holding this build's files is sent as app.html with its data, for the
   * device to draw, instead of being rendered here. 1: always rendered; 0: never while a worker asks.
   */
  PAGE_RENDER_BUSY_ABOVE: z.coerce.number().min(0).max(1).default(0.5),
  /** Issue 27: videos transcoded to HLS at once by one process (each ffmpeg uses the cores it finds). */
  TRANSCODE_CONCURRENCY: z.coerce.number().int().min(0).max(16).default(1),
  /**
   * Issue 29: the VAPID key pair pushes are signed with (base64url, as web-push makes them); both
   * or neither. Unset: made once and kept in DATA_DIR/vapid.json, like the JWT secret.
   */
  VAPID_PUBLIC_KEY: z
    .string()
    .regex(/^[A-Za-z0-9_-]{80,100}$/, 'VAPID_PUBLIC_KEY must be base64url')
    .optional(),
  VAPID_PRIVATE_KEY: z
    .string()
    .regex(/^[A-Za-z0-9_-]{40,50}$/, 'VAPID_PRIVATE_KEY must be base64url')
    .optional(),
  /**
   * Who push services may contact about our pushes: a mailto: or https: URL (default: PUBLIC_URL
   * when it is https, else MAIL_FROM's address).
   */
  VAPID_SUBJECT: z
    .string()
    .regex(/^(mailto:|https?:\/\/)/, 'VAPID_SUBJECT must be a mailto: or https:// URL')
    .optional(),
  /**
   * Tests and local journeys only: a push endpoint may be http:// or on this machine. Otherwise
   * only https:// on a public name is taken (the server posts to it: never to our own network).
   */
  PUSH_ALLOW_LOCAL_ENDPOINTS: boolish.optional(),
  /** A file holding milliseconds the server's clock runs ahead (browser journeys; see lib/clock.ts). */
  CLOCK_OFFSET_FILE: z.string().min(1).optional(),
  /**
   * Issue 15: the moderators, by account email (comma-separated); nobody becomes one by signing up.
   * Unset with demo data on: the demo moderator. Set but empty: nobody.
   */
  ADMIN_EMAILS: z
    .string()
    .optional()
    .refine(
      (value) => splitList(value ?? '').every((email) => z.email().safeParse(email).success),
      'ADMIN_EMAILS must be email addresses separated by commas',
    ),
});

export interface Config {
  env: 'development' | 'production' | 'test';
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  /** Pooled connections at most; undefined = the default for the database (see db/client.ts). */
  databasePoolSize: number | undefined;
  /** How long a request waits for a pooled connection before it gets 503. */
  databasePoolWaitMs: number;
  /** PostgreSQL: how long a query may go unanswered before its connection is taken for dead. */
  databaseQueryTimeoutMs: number;
  jwtSecret: string;
  jwtTtl: string;
  publicUrl: string;
  smtpUrl: string | undefined;
  mailFrom: string;
  demoData: boolean;
  redisUrl: string | undefined;
  webDist: string;
  /** The event-loop load above which a current worker's page is sent with its data, not rendered (decision 050). */
  pageRenderBusyAbove: number;
  /** Media go to this S3-compatible bucket when set; to DATA_DIR/media otherwise. */
  s3:
    | {
        bucket: string;
        endpoint: string | undefined;
        region: string;
        accessKeyId: string | undefined;
        secretAccessKey: string | undefined;
        forcePathStyle: boolean;
      }
    | undefined;
  logLevel: string;
  trustProxy: boolean;
  /** Client IPs the per-IP rate limits skip (e.g. 127.0.0.1 for end-to-end tests). */
  rateLimitAllowList: string[];
  /** How often the scheduler's periodic jobs run. */
  jobsTickMs: number;
  vapid: { publicKey: string; privateKey: string; subject: string };
  pushAllowLocal: boolean;
  /** How many videos this process transcodes at once (0: none, another process does it). */
  transcodeConcurrency: number;
  clockOffsetFile: string | undefined;
  /** Moderators' account emails, lower-cased (ADMIN_EMAILS; the demo moderator's when unset with demo data on). */
  adminEmails: string[];
}

export class ConfigError extends Error {}

/** Parses the environment once; every setting of the server comes from here. */
export function loadConfig(
  env: Record<string, string | undefined> = process.env,
  argv: string[] = process.argv.slice(2),
): Config {
  const parsed = EnvSchema.safeParse(
    Object.fromEntries(Object.entries(env).filter(([, v]) => v !== undefined)),
  );
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  // `npm start` runs in the server workspace; resolve relative paths from where the user typed it.
  const dataDir = path.resolve(env.INIT_CWD ?? process.cwd(), e.DATA_DIR);
  mkdirSync(dataDir, { recursive: true });
  const demoFlag = argv.includes('--no-demo') ? false : argv.includes('--demo') ? true : e.DEMO_DATA;
  // Demo data is on by default only for the embedded database, never silently against a real server.
  const demoData = demoFlag ?? !e.DATABASE_URL;
  return {
    env: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    dataDir,
    databaseUrl: e.DATABASE_URL,
    databasePoolSize: e.DATABASE_POOL_SIZE,
    databasePoolWaitMs: e.DATABASE_POOL_WAIT_MS,
    databaseQueryTimeoutMs: e.DATABASE_QUERY_TIMEOUT_MS,
    jwtSecret: e.JWT_SECRET ?? readOrCreateSecret(dataDir),
    jwtTtl: e.JWT_TTL,
    publicUrl: (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/$/, ''),
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    demoData,
    redisUrl: e.REDIS_URL,
    webDist: path.resolve(env.INIT_CWD ?? process.cwd(), e.WEB_DIST),
    pageRenderBusyAbove: e.PAGE_RENDER_BUSY_ABOVE,
    s3: e.S3_BUCKET
      ? {
          bucket: e.S3_BUCKET,
          endpoint: e.S3_ENDPOINT,
          region: e.S3_REGION,
          accessKeyId: e.S3_ACCESS_KEY_ID,
          secretAccessKey: e.S3_SECRET_ACCESS_KEY,
          forcePathStyle: e.S3_FORCE_PATH_STYLE ?? Boolean(e.S3_ENDPOINT),
        }
      : undefined,
    logLevel: e.LOG_LEVEL,
    trustProxy: e.TRUST_PROXY ?? false,
    rateLimitAllowList: splitList(e.RATE_LIMIT_ALLOWLIST),
    jobsTickMs: e.JOBS_TICK_MS,
    vapid: {
      ...vapidKeys(dataDir, e.VAPID_PUBLIC_KEY, e.VAPID_PRIVATE_KEY),
      subject: e.VAPID_SUBJECT ?? vapidSubject(e.PUBLIC_URL, e.MAIL_FROM),
    },
    pushAllowLocal: e.PUSH_ALLOW_LOCAL_ENDPOINTS ?? false,
    transcodeConcurrency: e.TRANSCODE_CONCURRENCY,
    clockOffsetFile: e.CLOCK_OFFSET_FILE,
    // With demo data and no moderators named, the demo moderator's account shows the report queue.
    adminEmails: (e.ADMIN_EMAILS === undefined
      ? demoData
        ? [DEMO_MODERATOR_EMAIL]
        : []
      : splitList(e.ADMIN_EMAILS)
    ).map((email) => email.toLowerCase()),
  };
}

/** A comma-separated setting's items, trimmed, empty ones dropped. */
function splitList(value: string): string[] {
  return value
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean);
}

/** A stable secret kept in the data dir, so tokens survive restarts without configuration. */
function readOrCreateSecret(dataDir: string): string {
  const file = path.join(dataDir, 'jwt-secret');
  try {
    const existing = readFileSync(file, 'utf8').trim();
    if (existing.length >= 32) return existing;
  } catch {
    // first start: create it below
  }
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, `${secret}\n`, { mode: 0o600 });
  return secret;
}

/** The VAPID subject push services accept (https: or mailto: only): our https origin, else our mail address. */
function vapidSubject(publicUrl: string | undefined, mailFrom: string): string {
  if (publicUrl?.startsWith('https://')) return publicUrl.replace(/\/$/, '');
  const address =
    /<([^<>\s]+@[^<>\s]+)>/.exec(mailFrom)?.[1] ?? (mailFrom.includes('@') ? mailFrom.trim() : undefined);
  return `mailto:${address ?? 'no-reply@ideaignite.in'}`;
}

/**
 * The VAPID key pair: the one configured, else the one kept in the data dir, else a new one kept
 * there (P-256, as web-push's generateVAPIDKeys makes it).
 */
function vapidKeys(
  dataDir: string,
  publicKey: string | undefined,
  privateKey: string | undefined,
): { publicKey: string; privateKey: string } {
  if (publicKey && privateKey) return { publicKey, privateKey };
  if (publicKey || privateKey) throw new Error('Set both VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY, or neither');
  const file = path.join(dataDir, 'vapid.json');
  try {
    const kept = JSON.parse(readFileSync(file, 'utf8')) as { publicKey?: unknown; privateKey?: unknown };
    if (typeof kept.publicKey === 'string' && typeof kept.privateKey === 'string')
      return { publicKey: kept.publicKey, privateKey: kept.privateKey };
  } catch {
    // first start: create them below
  }
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  const keys = {
    publicKey: ecdh.getPublicKey().toString('base64url'),
    // 32 bytes, a leading zero byte kept (getPrivateKey drops it).
    privateKey: Buffer.concat([Buffer.alloc(32), ecdh.getPrivateKey()])
      .subarray(-32)
      .toString('base64url'),
  };
  writeFileSync(file, `${JSON.stringify(keys)}\n`, { mode: 0o600 });
  return keys;
}

/** Test-only settings (the runner points the PostgreSQL variant at a throwaway cluster). */
export function testDatabaseAdminUrl(): string | undefined {
  return process.env.TEST_DATABASE_URL || undefined;
}
