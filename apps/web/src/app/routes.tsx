import { Route, Routes } from 'react-router';
import { SigninPage } from '../features/auth/signin-page.tsx';
import { SignupPage } from '../features/auth/signup-page.tsx';
import { VerifyEmailPage } from '../features/auth/verify-email-page.tsx';
import { ContactPage } from '../features/contact/contact-page.tsx';
import { appShellRoutes } from '../features/dashboard/routes.tsx';
import { discoveryRoutes } from '../features/discovery/routes.tsx';
import { socialRoutes } from '../features/messages/routes.tsx';
import { LandingPage } from '../features/landing/landing-page.tsx';
import { onboardingRoutes, profileRoutes } from '../features/profiles/routes.tsx';
import { AboutPage } from '../features/static-pages/about-page.tsx';
import { NotFoundPage } from '../features/static-pages/not-found-page.tsx';
import { PrivacyPage } from '../features/static-pages/privacy-page.tsx';
import { ServicesPage } from '../features/static-pages/services-page.tsx';
import { TermsPage } from '../features/static-pages/terms-page.tsx';
import { contentRoutes } from '../features/videos/routes.tsx';
import { AppLayout } from './layouts/app-layout.tsx';
import { PublicLayout } from './layouts/public-layout.tsx';
import { RequireAuth } from './require-auth.tsx';

/** Every route of spec section 2. React Router matches paths case-insensitively by default. */
export function AppRoutes() {
  return (
    <Routes>
      <Route element={<PublicLayout />}>
        <Route index element={<LandingPage />} />
        <Route path="/AboutUs" element={<AboutPage />} />
        <Route path="/Services" element={<ServicesPage />} />
        <Route path="/ContactUs" element={<ContactPage />} />
        <Route path="/Termsandconditions" element={<TermsPage />} />
        <Route path="/privacy-policy" element={<PrivacyPage />} />
        <Route path="/signup" element={<SignupPage />} />
        <Route path="/signin" element={<SigninPage />} />
        <Route path="/verify-email" element={<VerifyEmailPage />} />
        <Route path="*" element={<NotFoundPage />} />
      </Route>
      {onboardingRoutes()}
      <Route
        element={
          <RequireAuth>
            <AppLayout />
          </RequireAuth>
        }
      >
        {appShellRoutes()}
        {profileRoutes()}
        {discoveryRoutes()}
        {contentRoutes()}
        {socialRoutes()}
      </Route>
    </Routes>
  );
}
