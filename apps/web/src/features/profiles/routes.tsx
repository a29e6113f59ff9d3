import { Route } from 'react-router';
import { RequireAuth } from '../../app/require-auth.tsx';
import { CofounderFormPage } from './cofounder-form-page.tsx';
import { HustlerFormPage } from './hustler-form-page.tsx';
import { InvestorFormPage } from './investor-form-page.tsx';
import { JobseekerFormPage } from './jobseeker-form-page.tsx';
import { ProfilePage } from './profile-page.tsx';
import { UpdateProfilePage } from './update-profile-page.tsx';
import { UserProfilePage } from './user-profile-page.tsx';

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
