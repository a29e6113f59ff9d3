import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderToString } from 'react-dom/server';
import { Link, MemoryRouter, Outlet, Route, Routes, useParams } from 'react-router';
import { describe, expect, it } from 'vitest';
import { routeTable, useRouteTable } from './route-table.ts';

/** Shows where it rendered: its name, its params, what its outlet holds. */
function Shows({ name }: { name: string }) {
  const params = useParams();
  return (
    <section data-name={name}>
      {name} {JSON.stringify(params)}
      <Outlet />
    </section>
  );
}

/** The inner table, as the app's signed-in routes: mounted under the outer one's `*`. */
function innerRoutes() {
  return (
    <>
      <Route path="/setup" element={<Shows name="setup" />} />
      <Route element={<Shows name="frame" />}>
        <Route path="/dashboard/:role" element={<Shows name="dashboard" />} />
        <Route path="/videos" element={<Shows name="videos-layout" />}>
          <Route index element={<Shows name="videos" />} />
          <Route path=":id" element={<Shows name="video" />} />
        </Route>
        <Route path="/files/*" element={<Shows name="files" />} />
      </Route>
      <Route path="*" element={<Shows name="not-found" />} />
    </>
  );
}

function outerRoutes(inner: React.ReactNode) {
  return (
    <>
      <Route element={<Shows name="public" />}>
        <Route index element={<Shows name="landing" />} />
        <Route path="/signin" element={<Shows name="signin" />} />
        <Route path="/Terms" caseSensitive element={<Shows name="terms" />} />
      </Route>
      <Route path="*" element={inner} />
    </>
  );
}

/** The same routes as `<Routes>` renders them, for comparison. */
function InnerRoutes() {
  return <Routes>{innerRoutes()}</Routes>;
}
function ByRoutes() {
  return <Routes>{outerRoutes(<InnerRoutes />)}</Routes>;
}

const INNER = routeTable(innerRoutes());
function InnerTable() {
  return useRouteTable(INNER);
}
const OUTER = routeTable(outerRoutes(<InnerTable />));
function ByTable() {
  return useRouteTable(OUTER);
}

/** A table of its own, for counting what it keeps. */
const COUNTED = routeTable(innerRoutes());
function CountedTable() {
  return useRouteTable(COUNTED);
}

const PATHS = [
  '/',
  '/signin',
  '/SIGNIN',
  '/Terms',
  '/terms',
  '/setup',
  '/dashboard/Hustler',
  '/dashboard/Investor/',
  '/videos',
  '/videos/v-1',
  '/files/a/b/c.pdf',
  '/nowhere/at/all',
];

describe('useRouteTable', () => {
  it('renders what <Routes> renders at every path: layouts, index, params, splats, case, the catch-all', () => {
    for (const path of PATHS) {
      const expected = renderToString(
        <MemoryRouter initialEntries={[path]}>
          <ByRoutes />
        </MemoryRouter>,
      );
      // Twice: the first render matches the whole table, the second the chain kept for the path.
      for (let round = 0; round < 2; round += 1) {
        const html = renderToString(
          <MemoryRouter initialEntries={[path]}>
            <ByTable />
          </MemoryRouter>,
        );
        expect(html, path).toBe(expected);
      }
    }
    // A sample, so the comparison is not between two empty renders.
    expect(
      renderToString(
        <MemoryRouter initialEntries={['/videos/v-1']}>
          <ByTable />
        </MemoryRouter>,
      ),
    ).toMatch(
      /<section data-name="video">video<!-- --> <!-- -->\{&quot;\*&quot;:&quot;videos\/v-1&quot;,&quot;id&quot;:&quot;v-1&quot;\}/,
    );
  });

  it('keeps a chain per path it matched, the most recent 200', () => {
    for (let i = 0; i < 250; i += 1) {
      renderToString(
        <MemoryRouter initialEntries={[`/videos/v-${i}`]}>
          <CountedTable />
        </MemoryRouter>,
      );
    }
    expect(COUNTED.chains.size).toBe(200);
    expect(COUNTED.chains.has('/videos/v-249')).toBe(true);
    expect(COUNTED.chains.has('/videos/v-0')).toBe(false);
  });

  it('follows navigation in the browser', async () => {
    const user = userEvent.setup();
    render(
      <MemoryRouter initialEntries={['/videos']}>
        <Link to="/videos/v-7">Open v-7</Link>
        <Link to="/dashboard/Hustler">Dashboard</Link>
        <ByTable />
      </MemoryRouter>,
    );
    expect(screen.getByText(/^videos /)).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Open v-7' }));
    expect(screen.getByText(/^video .*"id":"v-7"/)).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Dashboard' }));
    expect(screen.getByText(/^dashboard .*"role":"Hustler"/)).toBeInTheDocument();
  });
});
