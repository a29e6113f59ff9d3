import { Route } from 'react-router';
import { lazyPage, PUBLIC_PAGE } from '../../lib/lazy-page.ts';
import { PATHS } from '../../lib/paths.ts';

const AboutPage = lazyPage(() => import('./about-page.tsx'), 'AboutPage', PATHS.about, PUBLIC_PAGE);
const PrivacyPage = lazyPage(() => import('./privacy-page.tsx'), 'PrivacyPage', PATHS.privacy, PUBLIC_PAGE);
const ServicesPage = lazyPage(
  () => import('./services-page.tsx'),
  'ServicesPage',
  PATHS.services,
  PUBLIC_PAGE,
);
const TermsPage = lazyPage(() => import('./terms-page.tsx'), 'TermsPage', PATHS.terms, PUBLIC_PAGE);

/**
 * About, Services and the legal pages, inside the public layout's <Routes>: `{staticPageRoutes()}`.
 * The 404 page is app/signed-in-routes.tsx's catch-all.
 */
export function staticPageRoutes() {
  return (
    <>
      <Route path={PATHS.about} element={<AboutPage />} />
      <Route path={PATHS.services} element={<ServicesPage />} />
      <Route path={PATHS.terms} element={<TermsPage />} />
      <Route path={PATHS.privacy} element={<PrivacyPage />} />
    </>
  );
}
