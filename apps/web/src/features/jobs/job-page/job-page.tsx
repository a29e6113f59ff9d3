import { type ApplicationUpdatedEvent, type Job, SOCKET_EVENTS } from '@ideaignite/contract';
import { useQueryClient } from '@tanstack/react-query';
import { ArrowLeft, CalendarClock, IndianRupee, MapPin, Users } from 'lucide-react';
import { type ReactNode, useRef, useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { Alert } from '../../../components/alert.tsx';
import { Button, ButtonLink } from '../../../components/button.tsx';
import { ConfirmDeleteDialog } from '../../../components/confirm-dialog.tsx';
import { Link } from '../../../components/link.tsx';
import { LoadFailed } from '../../../components/load-failed.tsx';
import { PageMeta } from '../../../components/page-meta.tsx';
import { PitchVideo } from '../../../components/pitch-video.tsx';
import { ProfileAvatar } from '../../../components/profile-avatar.tsx';
import { ReportMenu } from '../../../components/report-menu.tsx';
import { formatDate } from '../../../lib/dates.ts';
import { errorMessage } from '../../../lib/error-message.ts';
import { useContractText } from '../../../lib/i18n/contract.ts';
import { useLocale } from '../../../lib/i18n/locale.ts';
import { useWords } from '../../../lib/i18n/words.ts';
import { formatCount } from '../../../lib/numbers.ts';
import { editJobPath, jobApplicantsPath, PATHS, userPath } from '../../../lib/paths.ts';
import { filled } from '../../../lib/profile-labels.ts';
import { useSocketEvent } from '../../../lib/socket.ts';
import { useSession } from '../../../lib/use-session.ts';
import { ApplyDialog } from '../apply/apply-dialog.tsx';
import { SaveToggle, startupName, useJobPlace } from '../components/job-card.tsx';
import { usePayLabel } from '../components/job-pay.tsx';
import { ApplicationChip, JobStatusChip } from '../components/status-chip.tsx';
import { jobQueryKey, type OwnerAction, useJob, useOwnerAction } from '../lib/jobs-queries.ts';
import { jobChoice, jobStageLabel, useJobText } from '../lib/labels.ts';
import { jobsWords } from '../words/index.ts';

/** /jobs/:jobId (issue 25): one posting, whole, with what the viewer may do with it. */
export function JobPage() {
  const { jobId = '' } = useParams();
  const m = useWords(jobsWords);
  const t = useContractText();
  const job = useJob(jobId);
  const client = useQueryClient();
  // The applicant's status (or the owner's count) follows the startup's moves live.
  useSocketEvent(SOCKET_EVENTS.applicationUpdated, (event: ApplicationUpdatedEvent) => {
    if (event?.jobId === jobId) void client.invalidateQueries({ queryKey: jobQueryKey(jobId) });
  });

  return (
    <div className="mx-auto max-w-5xl">
      <Link
        to={PATHS.jobs}
        className="mb-4 inline-flex min-h-11 items-center gap-1.5 rounded-lg font-semibold text-brand-700 text-sm hover:underline focus-visible:outline-2 focus-visible:outline-saffron-500"
      >
        <ArrowLeft aria-hidden className="size-4" />
        {m.backToJobs}
      </Link>
      {job.isPending ? (
        <p
          role="status"
          className="rounded-card bg-white p-8 text-center text-ink-600 shadow-card ring-1 ring-ink-100"
        >
          {m.loadingJob}
        </p>
      ) : job.isError ? (
        <LoadFailed onRetry={() => job.refetch()} error={job.error}>
          {t(errorMessage(job.error, m.jobLoadFailed))}
        </LoadFailed>
      ) : (
        <JobView job={job.data} />
      )}
    </div>
  );
}

function JobView({ job }: { job: Job }) {
  const m = useWords(jobsWords);
  const t = useJobText();
  const locale = useLocale();
  const session = useSession();
  const pay = usePayLabel(job);
  const place = useJobPlace()(job);
  const owner = session?.userId === job.startup._id;
  const day = (iso: string) => formatDate(iso, 'calendarDay', locale);
  const name = startupName(job);

  return (
    <article className="grid grid-cols-1 gap-6 lg:grid-cols-[minmax(0,1fr)_18rem] lg:items-start">
      <PageMeta title={job.title} robots="noindex" />
      <div className="flex min-w-0 flex-col gap-6">
        <header className="rounded-card bg-white p-5 shadow-card ring-1 ring-ink-100 sm:p-6">
          <div className="flex flex-wrap items-center gap-2">
            {owner ? null : (
              <ReportMenu
                itemName={job.title}
                target="job"
                targetId={job._id}
                subject={job.title}
                className="order-last ml-auto"
              />
            )}
            <JobStatusChip status={job.status} />
            <span className="rounded-full bg-brand-50 px-2.5 py-0.5 font-semibold text-brand-800 text-xs">
              {jobChoice('type', job.type, t)}
            </span>
            <span className="rounded-full bg-ink-100 px-2.5 py-0.5 font-semibold text-ink-800 text-xs">
              {jobChoice('workMode', job.workMode, t)}
            </span>
          </div>
          <h1 className="mt-3 font-bold text-2xl text-ink-900 sm:text-3xl">{job.title}</h1>
          <p className="mt-1 text-ink-700">
            {name}
            {job.stage ? (
              <span className="text-ink-600"> · {m.stageOf(jobStageLabel(job.stage, t))}</span>
            ) : null}
          </p>
          <ul className="mt-4 flex flex-col gap-1.5 text-ink-700 sm:flex-row sm:flex-wrap sm:gap-x-6">
            {pay ? (
              <li className="flex items-center gap-1.5 font-semibold text-ink-900">
                <IndianRupee aria-hidden className="size-4 text-saffron-700" />
                {pay}
              </li>
            ) : null}
            <li className="flex items-center gap-1.5">
              <MapPin aria-hidden className="size-4 text-ink-500" />
              {place}
            </li>
            <li className="flex items-center gap-1.5">
              <CalendarClock aria-hidden className="size-4 text-ink-500" />
              {m.applyBy(day(job.applyBy))}
            </li>
          </ul>
          <div className="mt-5">{owner ? <OwnerTools job={job} /> : <ViewerActions job={job} />}</div>
        </header>

        <section
          aria-labelledby="job-about"
          className="rounded-card bg-white p-5 shadow-card ring-1 ring-ink-100 sm:p-6"
        >
          <h2 id="job-about" className="font-bold text-ink-900 text-xl">
            {m.aboutTheWork}
          </h2>
          <p className="mt-3 whitespace-pre-line break-words text-ink-800 leading-relaxed">
            {job.description}
          </p>
          {job.skills.length > 0 ? (
            <>
              <h3 className="mt-6 font-semibold text-ink-900">{m.skills}</h3>
              <ul className="mt-2 flex flex-wrap gap-2">
                {job.skills.map((skill) => (
                  <li key={skill} className="rounded-full bg-ink-100 px-3 py-1 text-ink-800 text-sm">
                    {skill}
                  </li>
                ))}
              </ul>
            </>
          ) : null}
          {job.perks.length > 0 ? (
            <>
              <h3 className="mt-6 font-semibold text-ink-900">{m.perks}</h3>
              <ul className="mt-2 flex flex-wrap gap-2">
                {job.perks.map((perk) => (
                  <li key={perk} className="rounded-full bg-saffron-50 px-3 py-1 text-saffron-800 text-sm">
                    {jobChoice('perk', perk, t)}
                  </li>
                ))}
              </ul>
            </>
          ) : null}
        </section>

        <section
          aria-labelledby="job-details"
          className="rounded-card bg-white p-5 shadow-card ring-1 ring-ink-100 sm:p-6"
        >
          <h2 id="job-details" className="font-bold text-ink-900 text-xl">
            {m.details}
          </h2>
          <dl className="mt-3 grid gap-x-6 gap-y-3 sm:grid-cols-2">
            <Detail term={m.type}>{jobChoice('type', job.type, t)}</Detail>
            <Detail term={m.where}>
              {jobChoice('workMode', job.workMode, t)}
              {job.workMode === 'remote' ? '' : ` · ${place}`}
            </Detail>
            {pay ? <Detail term={m.pay}>{pay}</Detail> : null}
            <Detail term={m.openings}>{formatCount(job.openings, locale)}</Detail>
            <Detail term={m.starts}>{job.startDate ? day(job.startDate) : m.startsImmediately}</Detail>
            {job.durationMonths ? <Detail term={m.duration}>{m.months(job.durationMonths)}</Detail> : null}
            <Detail term={m.applyByLabel}>{day(job.applyBy)}</Detail>
            <Detail term={m.whoMayApply}>
              {job.audiences
                .map((audience) =>
                  audience === 'students' && job.studentYear
                    ? m.studentsGraduating(job.studentYear)
                    : jobChoice('audience', audience, t),
                )
                .join(', ')}
            </Detail>
          </dl>
          <p className="mt-4 text-ink-600 text-sm">
            {m.postedOn(formatDate(job.createdAt, 'dayMonthYear', locale))}
          </p>
        </section>
      </div>

      <aside
        aria-labelledby="job-startup"
        className="rounded-card bg-white p-5 shadow-card ring-1 ring-ink-100"
      >
        <h2 id="job-startup" className="font-bold text-ink-900 text-lg">
          {m.aboutStartup}
        </h2>
        <div className="mt-3 flex items-center gap-3">
          <ProfileAvatar
            src={job.startup.profiledetails.profilePic}
            name={name}
            decorative
            className="size-12"
          />
          <div className="min-w-0">
            <p className="font-semibold text-ink-900">{name}</p>
            {filled(job.startup.profiledetails.Username) && filled(job.startup.profiledetails.project) ? (
              <p className="text-ink-600 text-sm">{job.startup.profiledetails.Username}</p>
            ) : null}
          </div>
        </div>
        {job.sector || job.stage ? (
          <p className="mt-3 text-ink-700 text-sm">
            {[
              job.sector ? jobChoice('sector', job.sector, t) : null,
              job.stage ? m.stageOf(jobStageLabel(job.stage, t)) : null,
            ]
              .filter(Boolean)
              .join(' · ')}
          </p>
        ) : null}
        {filled(job.startup.profiledetails.bio) ? (
          <p className="mt-3 line-clamp-4 text-ink-700 text-sm">{job.startup.profiledetails.bio}</p>
        ) : null}
        {job.startupVideo ? (
          <div className="mt-4">
            <PitchVideo
              video={job.startupVideo}
              label={m.pitchVideo}
              playLabel={m.playPitchVideo(job.startupVideo.title)}
            />
          </div>
        ) : null}
        <ButtonLink to={userPath(job.startup._id)} variant="secondary" className="mt-4 w-full">
          {m.viewProfile}
        </ButtonLink>
      </aside>
    </article>
  );
}

function Detail({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div>
      <dt className="font-semibold text-ink-600 text-sm">{term}</dt>
      <dd className="text-ink-900">{children}</dd>
    </div>
  );
}

/** Save, Apply (job seekers) or why not, and the viewer's application once they applied. */
function ViewerActions({ job }: { job: Job }) {
  const m = useWords(jobsWords);
  const session = useSession();
  const [applying, setApplying] = useState(false);
  const statusRef = useRef<HTMLDivElement>(null);
  const jobseeker = session?.role === 'Jobseeker';
  const reason =
    job.status === 'closed'
      ? m.closedNotice
      : job.status === 'expired'
        ? m.expiredNotice
        : !jobseeker
          ? m.onlyJobseekersApply
          : null;
  const reasonId = `apply-reason-${job._id}`;
  return (
    <div className="flex flex-col gap-3">
      <div className="flex flex-wrap items-center gap-2">
        {jobseeker && !job.application ? (
          <Button
            onClick={() => setApplying(true)}
            disabled={Boolean(reason)}
            aria-describedby={reason ? reasonId : undefined}
          >
            {m.apply}
          </Button>
        ) : null}
        <SaveToggle job={job} />
      </div>
      {job.application ? (
        <div
          ref={statusRef}
          tabIndex={-1}
          className="flex flex-wrap items-center gap-2 rounded-xl bg-brand-50 px-4 py-3 ring-1 ring-brand-100 focus:outline-2 focus:outline-saffron-500"
        >
          <span className="font-semibold text-ink-900">{m.yourApplication}</span>
          <ApplicationChip status={job.application.status} />
          <Link to={PATHS.myApplications} className="font-semibold text-brand-700 text-sm underline">
            {m.seeMyApplications}
          </Link>
        </div>
      ) : reason ? (
        <p id={reasonId} className="text-ink-700 text-sm">
          {reason}
        </p>
      ) : null}
      {jobseeker && (applying || !reason) ? (
        <ApplyDialog
          job={job}
          open={applying}
          onOpenChange={setApplying}
          // Once sent, Apply gives way to the application: focus goes to it.
          focusWhenDone={() => statusRef.current}
        />
      ) : null}
    </div>
  );
}

/** The startup's own tools: Applicants, Edit, Close or Reopen, Delete; the held reason when held. */
function OwnerTools({ job }: { job: Job }) {
  const m = useWords(jobsWords);
  const t = useContractText();
  const navigate = useNavigate();
  const action = useOwnerAction(job._id);
  const [deleting, setDeleting] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  async function run(which: OwnerAction) {
    setFailure(null);
    try {
      await action.mutateAsync(which);
    } catch (error) {
      setFailure(t(errorMessage(error, m.actionFailed)));
    }
  }

  return (
    <section aria-label={m.ownerTools} className="flex flex-col gap-3">
      {job.refused ? (
        <div className="rounded-xl bg-danger-50 px-4 py-3 text-danger-700 ring-1 ring-danger-600/30">
          <p className="font-semibold">{m.refusedNotice}</p>
        </div>
      ) : null}
      {job.status === 'held' ? (
        <div className="rounded-xl bg-saffron-50 px-4 py-3 text-saffron-800 ring-1 ring-saffron-200">
          <p className="font-semibold">{m.heldNotice}</p>
          {job.heldReason ? <p className="text-sm">{m.heldReason(t(job.heldReason))}</p> : null}
        </div>
      ) : job.status === 'closed' ? (
        <p className="text-ink-700 text-sm">{m.closedNotice}</p>
      ) : job.status === 'expired' ? (
        <p className="text-ink-700 text-sm">{m.expiredNotice}</p>
      ) : null}
      <div className="flex flex-wrap items-center gap-2">
        <ButtonLink to={jobApplicantsPath(job._id)}>
          <Users aria-hidden className="size-4" />
          {m.viewApplicants}
          {job.applicationsCount != null ? ` (${formatCount(job.applicationsCount)})` : ''}
        </ButtonLink>
        <ButtonLink to={editJobPath(job._id)} variant="secondary">
          {m.edit}
        </ButtonLink>
        {job.status === 'open' ? (
          <Button variant="secondary" busy={action.isPending} onClick={() => run('close')}>
            {m.close}
          </Button>
        ) : job.status === 'closed' ? (
          <Button variant="secondary" busy={action.isPending} onClick={() => run('reopen')}>
            {m.reopen}
          </Button>
        ) : null}
        <Button variant="ghost" onClick={() => setDeleting(true)}>
          {m.deleteJob}
        </Button>
      </div>
      {failure ? <Alert tone="error">{failure}</Alert> : null}
      <ConfirmDeleteDialog
        open={deleting}
        onOpenChange={setDeleting}
        title={m.deleteTitle}
        description={m.deleteText}
        pendingLabel={m.deleting}
        onConfirm={async () => {
          await action.mutateAsync('remove');
          setDeleting(false);
          navigate(PATHS.myJobs);
        }}
      />
    </section>
  );
}
