import { Route, Routes } from 'react-router';
import { LandingPage } from '../features/landing/landing-page.tsx';
import { loadOnce } from '../lib/lazy-component.ts';
import { lazyPage } from '../lib/lazy-page.ts';
import { PublicLayout } from './layouts/public-layout.tsx';

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

/** Everything that is not a public page: see signed-in-routes.tsx. */
export const loadSignedInRoutes = loadOnce(() => import('./signed-in-routes.tsx'));
const SignedInRoutes = lazyPage(loadSignedInRoutes, 'SignedInRoutes');

/**
 * The code a signed-in page rendered on the server needs before it can be hydrated in one go:
 * the route table, the frame and the page itself (main.tsx).
 */
export async function preloadSignedInPage(pathname: string): Promise<void> {
  await SignedInRoutes.preload();
  await (await loadSignedInRoutes()).preloadFrame(pathname);
}

/**
 * Every route of spec section 2. React Router matches paths case-insensitively by default. The
 * public pages are here; every other path (the signed-in app, the set-up forms, the 404 page) is
 * matched by SignedInRoutes, fetched on first need.
 */
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
      </Route>
      <Route path="*" element={<SignedInRoutes />} />
    </Routes>
  );
}
