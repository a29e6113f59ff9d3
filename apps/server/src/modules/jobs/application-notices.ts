/**
 * What the other side of an application is told (issue 25): a notification in the app and by
 * email as they chose for the `jobs` kind (Settings → Notifications; the digest picks up what
 * they did not read), and the live `applicationUpdated` event to both people's sockets. Nothing
 * crosses a block or a suspension: `notify` asks modules/blocks/reach.ts, and so does the event.
 */
import {
  type ApplicationStatus,
  type ApplicationUpdatedEvent,
  NOTIFICATION_TEXT_KEEP,
  type NotificationText,
  SOCKET_EVENTS,
} from '@ideaignite/contract';
import type { Container } from '../../lib/container.ts';
import { canReach } from '../blocks/index.ts';
import { type NotifyDeps, notify } from '../notifications/index.ts';
import type { ApplicationParties } from './applications-repository.ts';

export type ApplicationsDeps = Pick<Container, 'db' | 'storage' | 'clock'> & NotifyDeps;

/** The notification types of job applications (their kind is `jobs`). */
const TYPE = { toStartup: 'job-application', update: 'application-update' } as const;

/**
 * One notification: to whom, on behalf of whom (the block check's other person), what it says,
 * and what it is about: the startup's notices name the posting (they open its applicants), the
 * applicant's name the application (it opens in My applications).
 */
interface Notice {
  to: string;
  from: string;
  about: string;
  type: (typeof TYPE)[keyof typeof TYPE];
  params: NotificationText;
}

type Sides = Pick<ApplicationParties, 'id' | 'jobId' | 'applicantId' | 'startupId' | 'jobTitle'> & {
  applicantName: string | null;
  startupName: string | null;
};

/** The startup hears of a new application. */
export const appliedNotice = (sides: Sides): Notice => ({
  to: sides.startupId,
  from: sides.applicantId,
  about: sides.jobId,
  type: TYPE.toStartup,
  params: { key: 'jobApplication', args: [sides.applicantName ?? '', sides.jobTitle] },
});

/** The applicant hears of the startup's move (or of nobody answering: `noResponse`). */
export const movedNotice = (sides: Sides, status: ApplicationStatus, reason: string | null): Notice => ({
  to: sides.applicantId,
  from: sides.startupId,
  about: sides.id,
  type: TYPE.update,
  params: {
    key: 'applicationUpdate',
    args: [sides.startupName ?? '', sides.jobTitle, status, (reason ?? '').slice(0, NOTIFICATION_TEXT_KEEP)],
  },
});

/** The startup hears that the applicant withdrew. */
export const withdrawnNotice = (sides: Sides): Notice => ({
  to: sides.startupId,
  from: sides.applicantId,
  about: sides.jobId,
  type: TYPE.update,
  params: { key: 'applicationWithdrawn', args: [sides.applicantName ?? '', sides.jobTitle] },
});

/** The startup hears that an application to its posting closed unanswered. */
export const closedNotice = (sides: Sides): Notice => ({
  to: sides.startupId,
  from: sides.applicantId,
  about: sides.jobId,
  type: TYPE.update,
  params: { key: 'applicationClosed', args: [sides.applicantName ?? '', sides.jobTitle] },
});

/**
 * Tells each notice's recipient (as they chose, never across a block), then pushes
 * `applicationUpdated` with the application's new status: to the one who acted (`actorId`, their
 * other tabs) always, and to the other side only while the two may reach each other.
 */
export async function announce(
  deps: ApplicationsDeps,
  sides: Sides,
  status: ApplicationStatus,
  notices: Notice[],
  actorId: string | null,
): Promise<void> {
  for (const notice of notices)
    await notify(deps, {
      userId: notice.to,
      type: notice.type,
      params: notice.params,
      actorId: notice.from,
      entityId: notice.about,
    });
  const event: ApplicationUpdatedEvent = { applicationId: sides.id, jobId: sides.jobId, status };
  const reachable = await canReach(deps.db, sides.applicantId, sides.startupId);
  for (const userId of [sides.applicantId, sides.startupId])
    if (userId === actorId || reachable)
      deps.realtime.emitToUser(userId, SOCKET_EVENTS.applicationUpdated, event);
}
