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
import { PublicLayout } from './layouts/public-layout.tsx';
import { RequireAuth } from './require-auth.tsx';

// Public pages: fetched ahead on hover or focus only, never in the signed-in app's idle time.
const PUBLIC = { whenIdle: false };
const SigninPage = lazyPage(
  () => import('../features/auth/signin-page.tsx'),
  'SigninPage',
  '/signin',
  PUBLIC,
);
const SignupPage = lazyPage(
  () => import('../features/auth/signup-page.tsx'),
  'SignupPage',
  '/signup',
  PUBLIC,
);
const VerifyEmailPage = lazyPage(
  () => import('../features/auth/verify-email-page.tsx'),
  'VerifyEmailPage',
  '/verify-email',
  PUBLIC,
);
const ForgotPasswordPage = lazyPage(
  () => import('../features/auth/forgot-password-page.tsx'),
  'ForgotPasswordPage',
  '/forgot-password',
  PUBLIC,
);
const ResetPasswordPage = lazyPage(
  () => import('../features/auth/reset-password-page.tsx'),
  'ResetPasswordPage',
  '/reset-password',
  PUBLIC,
);
const ContactPage = lazyPage(
  () => import('../features/contact/contact-page.tsx'),
  'ContactPage',
  '/ContactUs',
  PUBLIC,
);
const AboutPage = lazyPage(
  () => import('../features/static-pages/about-page.tsx'),
  'AboutPage',
  '/AboutUs',
  PUBLIC,
);
const PrivacyPage = lazyPage(
  () => import('../features/static-pages/privacy-page.tsx'),
  'PrivacyPage',
  '/privacy-policy',
  PUBLIC,
);
const ServicesPage = lazyPage(
  () => import('../features/static-pages/services-page.tsx'),
  'ServicesPage',
  '/Services',
  PUBLIC,
);
const TermsPage = lazyPage(
  () => import('../features/static-pages/terms-page.tsx'),
  'TermsPage',
  '/Termsandconditions',
  PUBLIC,
);

/** The signed-in frame (sidebar, Socket.IO client): never downloaded by the public site. */
export const AppLayout = lazyPage(() => import('./layouts/app-layout.tsx'), 'AppLayout');

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
