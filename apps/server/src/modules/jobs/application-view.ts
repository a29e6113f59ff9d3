/**
 * An application as the API shows it (issue 25): its applicant's view (with the posting's card)
 * and the startup's (with the applicant and their profile's completeness). No SQL here.
 */
import type { Application, ApplicationStatus, MyApplication, TrackedApplication } from '@ideaignite/contract';
import type { MediaStorage } from '../../media/storage.ts';
import { toPublicUser } from '../profiles/index.ts';
import { toPitchVideo } from '../videos/index.ts';
import type {
  ApplicationRow,
  ApplicationVideo,
  MyApplicationRow,
  TrackedRow,
} from './applications-repository.ts';
import { toJobCard } from './job-view.ts';

export function toApplication(
  row: ApplicationRow,
  video: ApplicationVideo | null,
  storage: MediaStorage,
): Application {
  return {
    _id: row.id,
    jobId: row.jobId,
    status: row.status,
    history: row.history.map((step) => ({ status: step.status as ApplicationStatus, at: step.at })),
    note: row.note,
    answers: row.answers,
    video: video ? toPitchVideo(storage, video) : null,
    rejectReason: row.rejectReason,
    createdAt: row.createdAt.toISOString(),
  };
}

/** The applicant's own application, with the card of the posting it answers (in whatever state). */
export const toMyApplication = (
  row: MyApplicationRow,
  me: string,
  today: string,
  storage: MediaStorage,
): MyApplication => ({
  ...toApplication(row.application, row.video, storage),
  job: toJobCard(row, me, today, storage),
});

/** An application in the startup's tracker. */
export const toTrackedApplication = (row: TrackedRow, storage: MediaStorage): TrackedApplication => ({
  ...toApplication(row.application, row.video, storage),
  applicant: toPublicUser(row.user, row.profile, storage),
  completeness: row.completeness,
});
