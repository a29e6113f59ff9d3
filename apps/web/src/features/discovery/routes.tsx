import { Route } from 'react-router';
import { FindCofounderPage } from './find-cofounder-page.tsx';
import { FindHustlerPage } from './find-hustler-page.tsx';
import { FindInvestorPage } from './find-investor-page.tsx';
import { FindJobseekerPage } from './find-jobseeker-page.tsx';

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
