import type { JobCard as JobCardData } from '@ideaignite/contract';
import { Bookmark, BookmarkCheck, CalendarClock, IndianRupee, MapPin } from 'lucide-react';
import { Link } from '../../../components/link.tsx';
import { ProfileAvatar } from '../../../components/profile-avatar.tsx';
import { cn } from '../../../lib/cn.ts';
import { formatDate } from '../../../lib/dates.ts';
import { useLocale } from '../../../lib/i18n/locale.ts';
import { useWords } from '../../../lib/i18n/words.ts';
import { jobPath } from '../../../lib/paths.ts';
import { filled, placeLabel } from '../../../lib/profile-labels.ts';
import { useSaveJob } from '../lib/jobs-queries.ts';
import { jobChoice, jobStageLabel, useJobText } from '../lib/labels.ts';
import { jobsWords } from '../words/index.ts';
import { usePayLabel } from './job-pay.tsx';
import { ApplicationChip, JobStatusChip } from './status-chip.tsx';

/** The startup's name as a card shows it: its project, or the founder's name. */
export function startupName(job: Pick<JobCardData, 'startup'>): string {
  const details = job.startup.profiledetails;
  return filled(details.project) ?? filled(details.Username) ?? filled(details.displayName) ?? '';
}

/** Where the work is: "Pune, Maharashtra", or Remote. */
export function useJobPlace() {
  const m = useWords(jobsWords);
  const t = useJobText();
  return (job: Pick<JobCardData, 'workMode' | 'city' | 'state'>) =>
    job.workMode === 'remote' ? m.remote : (placeLabel(job.city, job.state, t) ?? m.remote);
}

/**
 * Save or unsave, as a toggle: pressed (filled, a check on the bookmark) when saved. Its visible
 * word stays "Save", part of its name "Save <title>" (WCAG 2.5.3, label in name); the state is the
 * toggle's, not a second name.
 */
export function SaveToggle({
  job,
  className,
  compact = false,
}: {
  job: Pick<JobCardData, '_id' | 'title' | 'saved'>;
  className?: string;
  /** Only the icon on phones (a card's narrow header). */
  compact?: boolean;
}) {
  const m = useWords(jobsWords);
  const save = useSaveJob();
  const saved = save.isPending ? Boolean(save.variables?.save) : job.saved;
  const Icon = saved ? BookmarkCheck : Bookmark;
  return (
    <button
      type="button"
      aria-pressed={saved}
      aria-label={m.saveJob(job.title)}
      onClick={() => save.mutate({ jobId: job._id, save: !saved })}
      className={cn(
        'inline-flex min-h-11 shrink-0 items-center gap-1.5 rounded-xl px-3 font-semibold text-sm ring-1 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-saffron-500',
        saved
          ? 'bg-saffron-50 text-saffron-800 ring-saffron-200 hover:bg-saffron-100'
          : 'bg-white text-ink-800 ring-ink-200 hover:bg-ink-50',
        className,
      )}
    >
      <Icon aria-hidden className="size-4" />
      <span aria-hidden className={compact ? 'hidden sm:inline' : undefined}>
        {m.save}
      </span>
    </button>
  );
}

/** A posting at a glance: title, startup and stage, pay, type, how, where, apply-by, saved, applied. */
export function JobCard({ job, headingLevel = 'h2' }: { job: JobCardData; headingLevel?: 'h2' | 'h3' }) {
  const m = useWords(jobsWords);
  const t = useJobText();
  const locale = useLocale();
  const pay = usePayLabel(job);
  const place = useJobPlace()(job);
  const Heading = headingLevel;
  const name = startupName(job);
  return (
    <article className="flex flex-col gap-3 rounded-card bg-white p-5 shadow-card ring-1 ring-ink-100">
      <div className="flex items-start gap-3">
        <ProfileAvatar
          src={job.startup.profiledetails.profilePic}
          name={name}
          decorative
          className="hidden size-11 sm:block"
        />
        <div className="min-w-0 flex-1">
          <Heading className="font-bold text-ink-900 text-lg leading-snug">
            <Link
              to={jobPath(job._id)}
              className="rounded hover:text-brand-700 hover:underline focus-visible:outline-2 focus-visible:outline-saffron-500"
            >
              {job.title}
            </Link>
          </Heading>
          <p className="text-ink-700 text-sm">
            {name}
            {job.stage ? (
              <span className="text-ink-600"> · {m.stageOf(jobStageLabel(job.stage, t))}</span>
            ) : null}
          </p>
        </div>
        <SaveToggle job={job} compact />
      </div>
      <div className="flex flex-wrap items-center gap-2">
        {job.application ? <ApplicationChip status={job.application.status} /> : null}
        <JobStatusChip status={job.status} />
        <span className="rounded-full bg-brand-50 px-2.5 py-0.5 font-semibold text-brand-800 text-xs">
          {jobChoice('type', job.type, t)}
        </span>
        <span className="rounded-full bg-ink-100 px-2.5 py-0.5 font-semibold text-ink-800 text-xs">
          {jobChoice('workMode', job.workMode, t)}
        </span>
      </div>
      <ul className="flex flex-col gap-1.5 text-ink-700 text-sm sm:flex-row sm:flex-wrap sm:gap-x-5">
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
          {m.applyBy(formatDate(job.applyBy, 'calendarDay', locale))}
        </li>
      </ul>
      {job.summary ? <p className="line-clamp-2 text-ink-600 text-sm">{job.summary}</p> : null}
    </article>
  );
}
