import './lib/zod-jitless.ts';
import './fonts.css';
import './styles.css';
import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './app/app.tsx';
import { PATHS } from './app/paths.ts';
import { loadSignedInRoutes } from './app/routes.tsx';
import { DEFAULT_LOCALE, preferredLocale, setLocale } from './lib/i18n/locale.ts';
import { loadLocale } from './lib/i18n/messages.ts';

const root = document.getElementById('root');
if (!root) throw new Error('Missing #root element');
const app = (
  <StrictMode>
    <App />
  </StrictMode>
);
const render = () => {
  setLocale(locale);
  root.replaceChildren();
  createRoot(root).render(app);
};
// The language to start in (a choice kept on this device, else the browser's). A page the server
// rendered is English: it is hydrated as it is and switched once the Hindi is here, never
// through a loading state; a page rendered here starts in it.
const locale = preferredLocale();
const startInLocale = () => {
  if (locale !== DEFAULT_LOCALE) void loadLocale(locale).then(() => setLocale(locale));
};
const rendered = document.getElementById('ssr-state');
// index.html carries the landing page prerendered (build/prerender.ts): hydrate it where it was
// rendered for. A signed-in page rendered per request (src/ssr.tsx) carries its data in
// #ssr-state. Any other shell (app.html, the dev server's index.html) has an empty root.
if (rendered && root.firstElementChild) {
  // The signed-in route table, which the page needs anyway, brings the code that readies it.
  void loadSignedInRoutes()
    .then((module) => module.hydrateSignedInPage(rendered))
    .catch(() => false)
    .then((ok) => {
      if (!ok) return render();
      // As a transition, hydration yields to the browser between components: the page it has
      // already painted stays responsive while a phone hydrates it.
      startTransition(() => {
        hydrateRoot(root, app);
      });
      startInLocale();
    });
} else if (root.firstElementChild && window.location.pathname === PATHS.home) {
  hydrateRoot(root, app);
  startInLocale();
} else render();
