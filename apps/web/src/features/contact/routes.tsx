import { Route } from 'react-router';
import { lazyPage, PUBLIC_PAGE } from '../../lib/lazy-page.ts';
import { PATHS } from '../../lib/paths.ts';

const ContactPage = lazyPage(() => import('./contact-page.tsx'), 'ContactPage', PATHS.contact, PUBLIC_PAGE);

/** The contact form's page, inside the public layout's <Routes>: `{contactRoutes()}`. */
export function contactRoutes() {
  return <Route path={PATHS.contact} element={<ContactPage />} />;
}
