import { Navigate, Route } from 'react-router';
import { RequireAuth } from '../../components/require-auth.tsx';
import { lazyPage } from '../../lib/lazy-page.ts';
import { PATHS } from '../../lib/paths.ts';

const CofounderFormPage = lazyPage(
  () => import('./cofounder-form-page.tsx'),
  'CofounderFormPage',
  PATHS.cofounderForm,
);
const HustlerFormPage = lazyPage(
  () => import('./hustler-form-page.tsx'),
  'HustlerFormPage',
  PATHS.hustlerForm,
);
const InvestorFormPage = lazyPage(
  () => import('./investor-form-page.tsx'),
  'InvestorFormPage',
  PATHS.investorForm,
);
const JobseekerFormPage = lazyPage(
  () => import('./jobseeker-form-page.tsx'),
  'JobseekerFormPage',
  PATHS.jobseekerForm,
);
const ProfilePage = lazyPage(() => import('./profile-page.tsx'), 'ProfilePage', PATHS.profile);
const UpdateProfilePage = lazyPage(
  () => import('./update-profile-page.tsx'),
  'UpdateProfilePage',
  PATHS.updateProfile,
);
const UserProfilePage = lazyPage(() => import('./user-profile-page.tsx'), 'UserProfilePage', PATHS.user);

/**
 * The four set-up forms (spec section 2), full page with their own frame, signed-in only.
 * Called as a function inside <Routes>: `{onboardingRoutes()}`.
 */
export function onboardingRoutes() {
  return (
    <>
      <Route
        path={PATHS.hustlerForm}
        element={
          <RequireAuth>
            <HustlerFormPage />
          </RequireAuth>
        }
      />
      <Route
        path={PATHS.cofounderForm}
        element={
          <RequireAuth>
            <CofounderFormPage />
          </RequireAuth>
        }
      />
      <Route
        path={PATHS.investorForm}
        element={
          <RequireAuth>
            <InvestorFormPage />
          </RequireAuth>
        }
      />
      <Route
        path={PATHS.jobseekerForm}
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
 *
 * Paths match case-insensitively, so /profile is the same path as /Profile: a /profile → /Profile
 * redirect would match /Profile too and loop, so there is none. /Iprofile (the Investor
 * sidebar's word) is another word and redirects to /Profile.
 */
export function profileRoutes() {
  return (
    <>
      <Route path={PATHS.profile} element={<ProfilePage />} />
      <Route path={PATHS.investorProfile} element={<Navigate to={PATHS.profile} replace />} />
      <Route path={PATHS.updateProfile} element={<UpdateProfilePage />} />
      <Route path={PATHS.user} element={<UserProfilePage />} />
    </>
  );
}
