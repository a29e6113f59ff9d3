import { Route } from 'react-router';
import { lazyPage } from '../../lib/lazy-page.ts';
import { PATHS } from '../../lib/paths.ts';

const forRoles = ['Cofounder', 'Hustler'] as const;
const MatchesPage = lazyPage(() => import('./matches-page.tsx'), 'MatchesPage', PATHS.cofounderMatches, {
  forRoles,
});
const PreferencesPage = lazyPage(
  () => import('./preferences-page.tsx'),
  'PreferencesPage',
  PATHS.cofounderPreferences,
  { forRoles },
);

/** Co-founder matching inside the signed-in layout's <Routes>: /cofounders and /cofounders/preferences. */
export function cofoundersRoutes() {
  return (
    <>
      <Route path={PATHS.cofounderMatches} element={<MatchesPage />} />
      <Route path={PATHS.cofounderPreferences} element={<PreferencesPage />} />
    </>
  );
}
