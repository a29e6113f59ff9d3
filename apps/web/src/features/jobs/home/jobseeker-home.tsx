import { ArrowRight, Bookmark, BriefcaseBusiness, ClipboardList } from 'lucide-react';
import type { ReactNode } from 'react';
import { ButtonLink } from '../../../components/button.tsx';
import { Link } from '../../../components/link.tsx';
import { useCurrentUser } from '../../../lib/api/get-current-user.ts';
import { useWords } from '../../../lib/i18n/words.ts';
import { jobPath, PATHS } from '../../../lib/paths.ts';
import { JobCard, startupName } from '../components/job-card.tsx';
import { ApplicationChip } from '../components/status-chip.tsx';
import { HOME_SHOWN, useJobsBoard, useRecentApplications, useSavedJobs } from '../lib/jobs-queries.ts';
import { jobsWords } from '../words/index.ts';

/**
 * The job seeker's home on their dashboard (issue 25): open jobs matching their skills, their
 * newest applications and where each stands, and their saved jobs closing soonest.
 */
export function JobseekerHome() {
  const m = useWords(jobsWords);
  const { data: user } = useCurrentUser();
  const skills = (user?.profiledetails.skills ?? []).slice(0, 10);
  const matching = new URLSearchParams(skills.map((skill) => ['skill', skill]));
  // Asked once the profile (its skills) is here, not first without them.
  const board = useJobsBoard(matching, Boolean(user));
  const applications = useRecentApplications(HOME_SHOWN);
  const saved = useSavedJobs();
  // Those already applied to are under My applications.
  const jobs = (board.data?.pages[0]?.data ?? []).filter((job) => !job.application).slice(0, HOME_SHOWN);
  const mine = applications.data?.data ?? [];
  const closingSoon = (saved.data?.pages[0]?.data ?? [])
    .filter((job) => job.status === 'open')
    .slice(0, HOME_SHOWN);
  const boardLink = matching.size > 0 ? `${PATHS.jobs}?${matching}` : PATHS.jobs;

  return (
    <div className="space-y-8">
      <HomeSection
        id="home-jobs"
        icon={BriefcaseBusiness}
        title={skills.length > 0 ? m.homeMatchingTitle : m.homeNewestTitle}
        more={{ to: boardLink, label: m.homeSeeJobs }}
      >
        {board.isPending ? (
          <p role="status" className="text-ink-600">
            {m.loadingJobs}
          </p>
        ) : jobs.length === 0 ? (
          <p className="rounded-card bg-white p-5 text-ink-700 shadow-card ring-1 ring-ink-100">
            {m.homeNoMatching}
          </p>
        ) : (
          <ul className="grid gap-4">
            {jobs.map((job) => (
              <li key={job._id}>
                <JobCard job={job} headingLevel="h3" />
              </li>
            ))}
          </ul>
        )}
      </HomeSection>

      <HomeSection
        id="home-applications"
        icon={ClipboardList}
        title={m.myApplicationsLink}
        more={mine.length > 0 ? { to: PATHS.myApplications, label: m.seeMyApplications } : undefined}
      >
        {applications.isPending ? null : mine.length === 0 ? (
          <p className="rounded-card bg-white p-5 text-ink-700 shadow-card ring-1 ring-ink-100">
            {m.homeNoApplications}
          </p>
        ) : (
          <ul className="divide-y divide-ink-100 rounded-card bg-white shadow-card ring-1 ring-ink-100">
            {mine.map((application) => (
              <li key={application._id} className="flex flex-wrap items-center justify-between gap-2 p-4">
                <span className="min-w-0">
                  <Link
                    to={jobPath(application.jobId)}
                    className="font-semibold text-ink-900 hover:text-brand-700 hover:underline"
                  >
                    {application.job.title}
                  </Link>
                  <span className="block text-ink-600 text-sm">{startupName(application.job)}</span>
                </span>
                <ApplicationChip status={application.status} />
              </li>
            ))}
          </ul>
        )}
      </HomeSection>

      <HomeSection
        id="home-saved"
        icon={Bookmark}
        title={m.homeClosingSoon}
        more={closingSoon.length > 0 ? { to: PATHS.savedJobs, label: m.savedJobsLink } : undefined}
      >
        {saved.isPending ? null : closingSoon.length === 0 ? (
          <div className="flex flex-wrap items-center justify-between gap-3 rounded-card bg-white p-5 shadow-card ring-1 ring-ink-100">
            <p className="text-ink-700">{m.homeNoSaved}</p>
            <ButtonLink to={PATHS.jobs} variant="secondary">
              {m.browseJobs}
            </ButtonLink>
          </div>
        ) : (
          <ul className="grid gap-4">
            {closingSoon.map((job) => (
              <li key={job._id}>
                <JobCard job={job} headingLevel="h3" />
              </li>
            ))}
          </ul>
        )}
      </HomeSection>
    </div>
  );
}

function HomeSection({
  id,
  icon: Icon,
  title,
  more,
  children,
}: {
  id: string;
  icon: typeof Bookmark;
  title: string;
  more?: { to: string; label: string };
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={id}>
      <div className="mb-3 flex flex-wrap items-center justify-between gap-2">
        <h2 id={id} className="flex items-center gap-2 font-bold text-ink-900 text-xl">
          <Icon aria-hidden className="size-5 text-saffron-600" />
          {title}
        </h2>
        {more ? (
          <Link
            to={more.to}
            className="inline-flex min-h-11 items-center gap-1 rounded-lg px-2 font-semibold text-brand-700 text-sm hover:underline focus-visible:outline-2 focus-visible:outline-saffron-500"
          >
            {more.label}
            <ArrowRight aria-hidden className="size-4" />
          </Link>
        ) : null}
      </div>
      {children}
    </section>
  );
}
