import './lib/zod-jitless.ts';
import './fonts.css';
import './styles.css';
import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './app/app.tsx';
import { loadSignedInRoutes } from './app/routes.tsx';
import { readSession } from './lib/auth-storage.ts';
import { DEFAULT_LOCALE, pageLocale, preferredLocale, setLocale } from './lib/i18n/locale.ts';
import { loadLocale } from './lib/i18n/words.ts';
import { startFirstData } from './lib/lazy-page.ts';
import { PATHS } from './lib/paths.ts';

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
  const client = createRoot(root);
  // As a transition, the first render yields to the browser between components: a phone drawing
  // a signed-in page stays responsive instead of blocking for the whole tree (issue 31).
  startTransition(() => client.render(app));
};
// The language to start in: the choice kept on this device, else the browser's. A page the
// server rendered is hydrated in the language it was rendered in (its <html lang>, the words
// fetched first), then switched if this device prefers another, once those words are here:
// never through a loading state. A page rendered here starts in it.
const locale = preferredLocale();
const served = pageLocale();
const inServedLocale = (hydrate: () => void) => {
  if (served === DEFAULT_LOCALE) return hydrate();
  void loadLocale(served)
    .then(() => setLocale(served))
    .finally(hydrate);
};
const thenPreferredLocale = () => {
  if (locale !== served) void loadLocale(locale).then(() => setLocale(locale));
};
const rendered = document.getElementById('ssr-state');
// index.html carries the landing page prerendered (build/prerender.ts): hydrate it where it was
// rendered for. A signed-in page rendered per request (src/ssr.tsx) carries its data in
// #ssr-state, as app.html sent to a service worker does. Any other shell (app.html, the dev
// server's index.html) has an empty root.
if (rendered && root.firstElementChild) {
  // The signed-in route table, which the page needs anyway, brings the code that readies it.
  void loadSignedInRoutes()
    .then((module) => module.hydrateSignedInPage(rendered))
    .catch(() => false)
    .then((ok) => {
      if (!ok) return render();
      // As a transition, hydration yields to the browser between components: the page it has
      // already painted stays responsive while a phone hydrates it.
      inServedLocale(() => {
        startTransition(() => {
          hydrateRoot(root, app);
        });
        thenPreferredLocale();
      });
    });
} else if (rendered) {
  // app.html with the page's data and no markup (decision 050: a navigation sent by a service
  // worker holding this build's files): the page is drawn here, with its data, in one pass once
  // its code (from the worker) is loaded.
  void loadSignedInRoutes()
    .then((module) => module.seedSignedInPage(rendered))
    .catch(() => false)
    .finally(render);
} else if (root.firstElementChild && window.location.pathname === PATHS.home) {
  inServedLocale(() => {
    hydrateRoot(root, app);
    thenPreferredLocale();
  });
} else {
  // A signed-in page drawn here: its first data is asked for as soon as the route table (which
  // app.html preloads) says what the page needs, while React and the page's code get ready.
  if (readSession() && window.location.pathname !== PATHS.home) {
    void loadSignedInRoutes()
      .then(() => startFirstData(window.location.pathname))
      .catch(() => undefined);
  }
  render();
}
