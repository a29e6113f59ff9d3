import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router';
import { AppContent } from './app/app.tsx';
import { DEFAULT_LOCALE, type Locale, renderInLocale } from './lib/i18n/locale.ts';
import { loadLocale } from './lib/i18n/words.ts';
import { PATHS } from './lib/paths.ts';

/**
 * The landing page's HTML, rendered at build time into index.html (build/prerender.ts) so its
 * hero paints before any script has run; main.tsx then hydrates it. Signed out, as a first
 * visit is: a signed-in visitor's header updates on hydration (useSession's server snapshot).
 * Rendered once per language: index.html in English, index.hi.html in Hindi.
 */
// Fetched while the build's module runner is still open (it closes once this module is loaded).
await loadLocale('hi-IN');

export async function renderLanding(locale: Locale = DEFAULT_LOCALE): Promise<string> {
  return renderInLocale(locale, () =>
    renderToString(
      <StrictMode>
        <StaticRouter location={PATHS.home}>
          <AppContent />
        </StaticRouter>
      </StrictMode>,
    ),
  );
}
