import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router';
import { AppContent } from './app/app.tsx';
import { PATHS } from './app/paths.ts';

/**
 * The landing page's HTML, rendered at build time into index.html (build/prerender.ts) so its
 * hero paints before any script has run; main.tsx then hydrates it. Signed out, as a first
 * visit is: a signed-in visitor's header updates on hydration (useSession's server snapshot).
 */
export function renderLanding(): string {
  return renderToString(
    <StrictMode>
      <StaticRouter location={PATHS.home}>
        <AppContent />
      </StaticRouter>
    </StrictMode>,
  );
}
