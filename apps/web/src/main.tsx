import './lib/zod-jitless.ts';
import './fonts.css';
import './styles.css';
import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './app/app.tsx';

const root = document.getElementById('root');
if (!root) throw new Error('Missing #root element');
const app = (
  <StrictMode>
    <App />
  </StrictMode>
);
// index.html carries the landing page prerendered (build/prerender.ts): hydrate it where it was
// rendered for. Any other shell (app.html, the dev server's index.html) has an empty root.
if (root.firstElementChild && window.location.pathname === '/') hydrateRoot(root, app);
else {
  root.replaceChildren();
  createRoot(root).render(app);
}
