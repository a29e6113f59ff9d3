import { Route } from 'react-router';
import { lazyPage } from '../../lib/lazy-page.ts';

const FindCofounderPage = lazyPage(
  () => import('./find-cofounder-page.tsx'),
  'FindCofounderPage',
  '/Findcofounder',
);
const FindHustlerPage = lazyPage(() => import('./find-hustler-page.tsx'), 'FindHustlerPage', '/FindHustler');
const FindInvestorPage = lazyPage(
  () => import('./find-investor-page.tsx'),
  'FindInvestorPage',
  '/FindInvestor',
);
const FindJobseekerPage = lazyPage(
  () => import('./find-jobseeker-page.tsx'),
  'FindJobseekerPage',
  '/FindJobseeker',
);

/** The four discovery pages (spec section 2), called as a function inside the signed-in layout's <Routes>. */
export function discoveryRoutes() {
  return (
    <>
      <Route path="/Findcofounder" element={<FindCofounderPage />} />
      <Route path="/FindHustler" element={<FindHustlerPage />} />
      <Route path="/FindInvestor" element={<FindInvestorPage />} />
      <Route path="/FindJobseeker" element={<FindJobseekerPage />} />
    </>
  );
}
