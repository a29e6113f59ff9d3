import { Route } from 'react-router';
import { RequireAuth } from '../../app/require-auth.tsx';
import { lazyPage } from '../../lib/lazy-page.ts';

const CofounderFormPage = lazyPage(
  () => import('./cofounder-form-page.tsx'),
  'CofounderFormPage',
  '/CofunderForm',
);
const HustlerFormPage = lazyPage(() => import('./hustler-form-page.tsx'), 'HustlerFormPage', '/HustlerForm');
const InvestorFormPage = lazyPage(
  () => import('./investor-form-page.tsx'),
  'InvestorFormPage',
  '/InvestorForm',
);
const JobseekerFormPage = lazyPage(
  () => import('./jobseeker-form-page.tsx'),
  'JobseekerFormPage',
  '/JobseekerForm',
);
const ProfilePage = lazyPage(() => import('./profile-page.tsx'), 'ProfilePage', '/Profile');
const UpdateProfilePage = lazyPage(
  () => import('./update-profile-page.tsx'),
  'UpdateProfilePage',
  '/Update_profile',
);
const UserProfilePage = lazyPage(
  () => import('./user-profile-page.tsx'),
  'UserProfilePage',
  '/users/:userId',
);

/**
 * The four set-up forms (spec section 2), full page with their own frame, signed-in only.
 * Called as a function inside <Routes>: `{onboardingRoutes()}`.
 */
export function onboardingRoutes() {
  return (
    <>
      <Route
        path="/HustlerForm"
        element={
          <RequireAuth>
            <HustlerFormPage />
          </RequireAuth>
        }
      />
      <Route
        path="/CofunderForm"
        element={
          <RequireAuth>
            <CofounderFormPage />
          </RequireAuth>
        }
      />
      <Route
        path="/InvestorForm"
        element={
          <RequireAuth>
            <InvestorFormPage />
          </RequireAuth>
        }
      />
      <Route
        path="/JobseekerForm"
        element={
          <RequireAuth>
            <JobseekerFormPage />
          </RequireAuth>
        }
      />
    </>
  );
}

/**
 * Own profile, its edit screen and other members' profiles: content only, to nest inside the
 * signed-in layout (which brings the sidebar and the sign-in guard). `{profileRoutes()}`.
 */
export function profileRoutes() {
  return (
    <>
      <Route path="/Profile" element={<ProfilePage />} />
      <Route path="/Update_profile" element={<UpdateProfilePage />} />
      <Route path="/users/:userId" element={<UserProfilePage />} />
    </>
  );
}
