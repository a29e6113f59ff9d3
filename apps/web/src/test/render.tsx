import type { Role } from '@ideaignite/contract';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { type ReactNode, StrictMode } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';

type Entry = string | { pathname: string; search?: string; state?: unknown };

/** Renders `routes` under a fresh query client (no retries) and a router opened at `entry`. */
function renderWithApp(routes: ReactNode, entry: Entry, strict: boolean) {
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  const tree = (
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={[entry]}>
        <Routes>{routes}</Routes>
      </MemoryRouter>
    </QueryClientProvider>
  );
  const view = render(strict ? <StrictMode>{tree}</StrictMode> : tree);
  return { ...view, queryClient };
}

function LandedOn() {
  const location = useLocation();
  return <p>Landed on {location.pathname}</p>;
}

/**
 * How long a test waits for what a screen's first render shows: it loads the screen's code and
 * the catalogues, and beside the server's tests on a busy machine that took over findBy's default
 * second (a lazily loaded player did in a full run). Within the project's 20 s per test.
 */
export const FIRST_LOAD = { timeout: 15_000 };

/** Renders routes the way the app does; any other path shows "Landed on <path>" to assert navigation. */
export function renderRoutes(routes: ReactNode, entry: Entry, { strict = false }: { strict?: boolean } = {}) {
  return renderWithApp(
    <>
      {routes}
      <Route path="*" element={<LandedOn />} />
    </>,
    entry,
    strict,
  );
}

/** Renders one page or component mounted at `path`, opened at `entry`. */
export function renderContent(
  ui: ReactNode,
  { path = '/', entry = path }: { path?: string; entry?: string } = {},
) {
  return renderWithApp(<Route path={path} element={ui} />, entry, false);
}

/** A signed-in session in localStorage, as sign-in leaves it. */
export function signInAs(role: Role, userId = 'u-me') {
  localStorage.setItem('token', 'jwt-token');
  localStorage.setItem('userId', userId);
  localStorage.setItem('role', role);
}
