import { Route } from 'react-router';
import { lazyPage } from '../../lib/lazy-page.ts';
import { PATHS } from '../../lib/paths.ts';

const JobsBoardPage = lazyPage(() => import('./board/jobs-board-page.tsx'), 'JobsBoardPage', PATHS.jobs);
const SavedJobsPage = lazyPage(
  () => import('./saved/saved-jobs-page.tsx'),
  'SavedJobsPage',
  PATHS.savedJobs,
  {
    forRoles: ['Jobseeker'],
  },
);
const MyApplicationsPage = lazyPage(
  () => import('./applications/my-applications-page.tsx'),
  'MyApplicationsPage',
  PATHS.myApplications,
  { forRoles: ['Jobseeker'] },
);
const MyJobsPage = lazyPage(() => import('./hiring/my-jobs-page.tsx'), 'MyJobsPage', PATHS.myJobs, {
  forRoles: ['Hustler'],
});
const JobFormPage = lazyPage(() => import('./posting-form/job-form-page.tsx'), 'JobFormPage', PATHS.newJob, {
  forRoles: ['Hustler'],
});
const EditJobPage = lazyPage(() => import('./posting-form/job-form-page.tsx'), 'JobFormPage', PATHS.editJob, {
  forRoles: ['Hustler'],
});
const ApplicantsPage = lazyPage(
  () => import('./hiring/applicants-page.tsx'),
  'ApplicantsPage',
  PATHS.jobApplicants,
  { forRoles: ['Hustler'] },
);
const JobPage = lazyPage(() => import('./job-page/job-page.tsx'), 'JobPage', PATHS.job);

/**
 * The jobs pages (issue 25) inside the signed-in layout's <Routes>: `{jobsRoutes()}`. The static
 * paths (/jobs/saved, /jobs/applications, /jobs/mine, /jobs/new) come before /jobs/:jobId.
 */
export function jobsRoutes() {
  return (
    <>
      <Route path={PATHS.jobs} element={<JobsBoardPage />} />
      <Route path={PATHS.savedJobs} element={<SavedJobsPage />} />
      <Route path={PATHS.myApplications} element={<MyApplicationsPage />} />
      <Route path={PATHS.myJobs} element={<MyJobsPage />} />
      <Route path={PATHS.newJob} element={<JobFormPage />} />
      <Route path={PATHS.editJob} element={<EditJobPage />} />
      <Route path={PATHS.jobApplicants} element={<ApplicantsPage />} />
      <Route path={PATHS.job} element={<JobPage />} />
    </>
  );
}
