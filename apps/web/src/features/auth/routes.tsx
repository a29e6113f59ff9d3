import { Route } from 'react-router';
import { lazyPage, PUBLIC_PAGE } from '../../lib/lazy-page.ts';
import { PATHS } from '../../lib/paths.ts';

const SigninPage = lazyPage(() => import('./signin-page.tsx'), 'SigninPage', PATHS.signin, PUBLIC_PAGE);
const SignupPage = lazyPage(() => import('./signup-page.tsx'), 'SignupPage', PATHS.signup, PUBLIC_PAGE);
const VerifyEmailPage = lazyPage(
  () => import('./verify-email-page.tsx'),
  'VerifyEmailPage',
  PATHS.verifyEmail,
  PUBLIC_PAGE,
);
const ConfirmEmailPage = lazyPage(
  () => import('./confirm-email-page.tsx'),
  'ConfirmEmailPage',
  PATHS.confirmEmail,
  PUBLIC_PAGE,
);
const ForgotPasswordPage = lazyPage(
  () => import('./forgot-password-page.tsx'),
  'ForgotPasswordPage',
  PATHS.forgotPassword,
  PUBLIC_PAGE,
);
const ResetPasswordPage = lazyPage(
  () => import('./reset-password-page.tsx'),
  'ResetPasswordPage',
  PATHS.resetPassword,
  PUBLIC_PAGE,
);

/** Sign up, sign in and the email links, inside the public layout's <Routes>: `{authRoutes()}`. */
export function authRoutes() {
  return (
    <>
      <Route path={PATHS.signup} element={<SignupPage />} />
      <Route path={PATHS.signin} element={<SigninPage />} />
      <Route path={PATHS.verifyEmail} element={<VerifyEmailPage />} />
      <Route path={PATHS.confirmEmail} element={<ConfirmEmailPage />} />
      <Route path={PATHS.forgotPassword} element={<ForgotPasswordPage />} />
      <Route path={PATHS.resetPassword} element={<ResetPasswordPage />} />
    </>
  );
}
