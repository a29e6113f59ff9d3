import { Route, Routes } from 'react-router';
import { appShellRoutes } from '../features/dashboard/routes.tsx';
import { discoveryRoutes } from '../features/discovery/routes.tsx';
import { LandingPage } from '../features/landing/landing-page.tsx';
import { socialRoutes } from '../features/messages/routes.tsx';
import { onboardingRoutes, profileRoutes } from '../features/profiles/routes.tsx';
import { settingsRoutes } from '../features/settings/routes.tsx';
import { NotFoundPage } from '../features/static-pages/not-found-page.tsx';
import { contentRoutes } from '../features/videos/routes.tsx';
import { lazyPage } from '../lib/lazy-page.ts';
import { AppLayout } from './layouts/app-layout.tsx';
import { PublicLayout } from './layouts/public-layout.tsx';
import { RequireAuth } from './require-auth.tsx';

const SigninPage = lazyPage(() => import('../features/auth/signin-page.tsx'), 'SigninPage');
const SignupPage = lazyPage(() => import('../features/auth/signup-page.tsx'), 'SignupPage');
const VerifyEmailPage = lazyPage(() => import('../features/auth/verify-email-page.tsx'), 'VerifyEmailPage');
const ForgotPasswordPage = lazyPage(
  () => import('../features/auth/forgot-password-page.tsx'),
  'ForgotPasswordPage',
);
const ResetPasswordPage = lazyPage(
  () => import('../features/auth/reset-password-page.tsx'),
  'ResetPasswordPage',
);
const ContactPage = lazyPage(() => import('../features/contact/contact-page.tsx'), 'ContactPage');
const AboutPage = lazyPage(() => import('../features/static-pages/about-page.tsx'), 'AboutPage');
const PrivacyPage = lazyPage(() => import('../features/static-pages/privacy-page.tsx'), 'PrivacyPage');
const ServicesPage = lazyPage(() => import('../features/static-pages/services-page.tsx'), 'ServicesPage');
const TermsPage = lazyPage(() => import('../features/static-pages/terms-page.tsx'), 'TermsPage');

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
        <Route path="/forgot-password" element={<ForgotPasswordPage />} />
        <Route path="/reset-password" element={<ResetPasswordPage />} />
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
        {settingsRoutes()}
      </Route>
    </Routes>
  );
}
