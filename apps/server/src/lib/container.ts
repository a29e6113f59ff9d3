import type { Locale } from '@ideaignite/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../db/client.ts';
import type { Mailer } from '../mail/mailer.ts';
import type { MediaStorage } from '../media/storage.ts';
import type { BackgroundTasks, SessionService, SigninThrottle } from '../modules/auth/index.ts';
import type { Realtime } from '../realtime/realtime.ts';
import type { Clock } from './clock.ts';
import type { RateCounter } from './rate-counter.ts';
import type { Scheduler } from './scheduler.ts';

/**
 * Everything the modules work with, built once in app.ts and handed to every module's routes.
 * A service takes only the part it needs (`Pick<Container, 'db' | 'storage'>`).
 */
export interface Container {
  db: Database;
  /** A cheap round trip to the database (readiness). */
  pingDatabase(): Promise<void>;
  storage: MediaStorage;
  /** Uploads stream to temp files under it before they are checked and stored. */
  dataDir: string;
  realtime: Realtime;
  mailer: Mailer;
  /** The app's own origin, for links in emails. */
  publicUrl: string;
  log: FastifyBaseLogger;
  sessions: SessionService;
  throttle: SigninThrottle;
  background: BackgroundTasks;
  /** The time the server's rules go by (lib/clock.ts). */
  clock: Clock;
  /** Recurring work; modules add their jobs through `RouteModule.jobs`. */
  scheduler: Scheduler;
  /** How often periodic jobs run (JOBS_TICK_MS). */
  jobsTickMs: number;
  /** Videos this process transcodes at once (TRANSCODE_CONCURRENCY; modules/videos/streams). */
  transcodeConcurrency: number;
  /** Issue 29: the VAPID key pair and subject pushes are signed with. */
  vapid: { publicKey: string; privateKey: string; subject: string };
  /** Issue 29: push endpoints may be http:// or on this machine (tests and local journeys only). */
  pushAllowLocal: boolean;
  /** Moderators' account emails, lower-cased (ADMIN_EMAILS): modules/moderation decides with it. */
  adminEmails: ReadonlySet<string>;
  /** Counts per person across processes (Redis when configured): messaging limits, decision 023. */
  rateCounter: RateCounter;
  /** Messages per minute and new conversations per day one person may send or start. */
  messageLimits: MessageLimits;
  /** The daily digest's sections besides the unread notifications, in order (app.ts lists them). */
  digestSections: readonly DigestSection[];
  /**
   * For the report targets whose own module decides who may read them (a job posting: held,
   * hidden, across a block), whose the reported thing is; app.ts gives them. Moderation asks them
   * rather than restating their rule (it may not import those modules: they file reports through it).
   */
  reportedOwners: { job: ReportedOwner };
}

/** The owner of the thing `targetId`, when `reporterId` may read it; undefined otherwise. */
export type ReportedOwner = (
  db: Database,
  targetId: string,
  reporterId: string,
) => Promise<string | undefined>;

/** One part of a person's digest, in their language: a heading, its lines, and a link to see more (a path). */
export interface DigestPart {
  heading: string;
  lines: string[];
  path: string;
  linkLabel: string;
}

/**
 * What a module adds to a person's daily digest (jobs: new postings that match a job seeker),
 * since their last one (null: never had one); null when it has nothing for them. The digest
 * (modules/notifications/digest.ts) calls each inside its batch's transaction.
 */
export type DigestSection = (
  db: Database,
  person: { id: string; locale: Locale },
  since: Date | null,
  now: Date,
) => Promise<DigestPart | null>;

export interface MessageLimits {
  perMinute: number;
  conversationsPerDay: number;
}

/** A module's routes: app.ts registers `publicRoutes` as they are and `routes` behind authentication. */
export type ModuleRoutes = FastifyPluginAsyncZod<{ container: Container }>;

export interface RouteModule {
  publicRoutes?: ModuleRoutes;
  routes?: ModuleRoutes;
  /** Adds the module's recurring work to `container.scheduler` (started by main.ts only). */
  jobs?: (container: Container) => void;
}
