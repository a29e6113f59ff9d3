import { Route } from 'react-router';
import { lazyPage } from '../../lib/lazy-page.ts';
import { PATHS } from '../../lib/paths.ts';

const FindCofounderPage = lazyPage(
  () => import('./find-cofounder-page.tsx'),
  'FindCofounderPage',
  PATHS.findCofounder,
  // Fetched in the idle time of the roles whose sidebar leads here; others on intent.
  { forRoles: ['Hustler'] },
);
const FindHustlerPage = lazyPage(
  () => import('./find-hustler-page.tsx'),
  'FindHustlerPage',
  PATHS.findHustler,
  // Fetched in the idle time of the roles whose sidebar leads here; others on intent.
  { forRoles: ['Investor', 'Cofounder', 'Jobseeker'] },
);
const FindInvestorPage = lazyPage(
  () => import('./find-investor-page.tsx'),
  'FindInvestorPage',
  PATHS.findInvestor,
  // Fetched in the idle time of the roles whose sidebar leads here; others on intent.
  { forRoles: ['Hustler'] },
);
const FindJobseekerPage = lazyPage(
  () => import('./find-jobseeker-page.tsx'),
  'FindJobseekerPage',
  PATHS.findJobseeker,
  // Fetched in the idle time of the roles whose sidebar leads here; others on intent.
  { forRoles: ['Hustler'] },
);

/** The four discovery pages (spec section 2), called as a function inside the signed-in layout's <Routes>. */
export function discoveryRoutes() {
  return (
    <>
      <Route path={PATHS.findCofounder} element={<FindCofounderPage />} />
      <Route path={PATHS.findHustler} element={<FindHustlerPage />} />
      <Route path={PATHS.findInvestor} element={<FindInvestorPage />} />
      <Route path={PATHS.findJobseeker} element={<FindJobseekerPage />} />
    </>
  );
}
