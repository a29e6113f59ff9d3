import { searchApi } from '@ideaignite/contract/search';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, useLocation } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderRoutes, signInAs } from '../../test/render.tsx';
import { SearchPage } from './search-page.tsx';
import { fakeSearchApi, JOB_ID, PERSON_ID, pagesAsked, VIDEO_ID } from './test-api.ts';

const counts = { all: 3, people: 1, startups: 0, videos: 1, blogs: 0, talks: 0, jobs: 1 };
const author = { id: PERSON_ID, name: 'Kisan Kumar' };
const result = (kind: string, id: string, title: string, snippet: string) => ({
  kind,
  id,
  title,
  snippet,
  author,
  createdAt: '2026-11-01T00:00:00.000Z',
});
const firstPage = [
  result('person', PERSON_ID, 'Kisan Kumar', 'Builds tools for <mark>kisan</mark> &amp; mandi'),
  result('video', VIDEO_ID, 'किसान की कहानी', 'A <mark>किसान</mark> story &lt;b&gt;bold&lt;/b&gt;'),
];
const secondPage = [result('job', JOB_ID, 'Kisan app intern', 'Help <mark>kisan</mark> sell')];

/** The address the page is at, to check what it keeps in it. */
function Address() {
  const location = useLocation();
  return <p data-testid="location">{`${location.pathname}${location.search}`}</p>;
}

function renderSearch(entry: string, reply?: (url: URL) => { status: number; body: unknown } | undefined) {
  signInAs('Hustler');
  const asked = fakeSearchApi(
    reply ??
      ((url) => {
        if (url.pathname !== searchApi.search.path) return undefined;
        const more = url.searchParams.get('cursor') === 'c2';
        return {
          status: 200,
          body: {
            success: true,
            results: more ? secondPage : firstPage,
            counts,
            nextCursor: more ? null : 'c2',
          },
        };
      }),
  );
  renderRoutes(
    <Route
      path="/search"
      element={
        <>
          <SearchPage />
          <Address />
        </>
      }
    />,
    entry,
  );
  return asked;
}

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe('SearchPage', () => {
  it('asks for two letters before searching', async () => {
    const asked = renderSearch('/search?q=k');
    expect(await screen.findByText('Type at least 2 letters to search.')).toBeInTheDocument();
    expect(asked).toHaveLength(0);
  });

  it('shows the results with their matches marked, links to their own pages, tab counts and Load more', async () => {
    const asked = renderSearch('/search?q=kisan');
    const cards = await screen.findAllByRole('article');
    expect(cards).toHaveLength(2);
    expect(within(cards[0] as HTMLElement).getByRole('link', { name: 'Kisan Kumar' })).toHaveAttribute(
      'href',
      `/users/${PERSON_ID}`,
    );
    const video = cards[1] as HTMLElement;
    expect(within(video).getByRole('link', { name: 'किसान की कहानी' })).toHaveAttribute(
      'href',
      `/videos/${VIDEO_ID}`,
    );
    // The marked words are <mark> elements; the escaped text stays text.
    expect(video.querySelector('mark')?.textContent).toBe('किसान');
    expect(video.querySelector('b')).toBeNull();
    expect(within(video).getByText(/story <b>bold<\/b>/)).toBeInTheDocument();
    expect(within(cards[0] as HTMLElement).getByText(/& mandi/)).toBeInTheDocument();

    const tabs = screen.getByRole('navigation', { name: 'What to show' });
    expect(within(tabs).getByRole('link', { name: 'All 3 results' })).toHaveAttribute('aria-current', 'page');
    expect(within(tabs).getByRole('link', { name: 'People 1 result' })).toHaveAttribute(
      'href',
      '/search?q=kisan&tab=people',
    );

    await userEvent.click(screen.getByRole('button', { name: 'Load more' }));
    expect(await screen.findByRole('link', { name: 'Kisan app intern' })).toHaveAttribute(
      'href',
      `/jobs/${JOB_ID}`,
    );
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
    expect(pagesAsked(asked).map((url) => url.searchParams.get('cursor'))).toEqual([null, 'c2']);
    // The counts are asked once for the search, not again with each page.
    expect(asked.filter((url) => url.pathname === searchApi.counts.path)).toHaveLength(1);
  });

  it('goes on by itself past pages that came back empty with a cursor, to the matches beyond them', async () => {
    // The server reads a few windows of the newest documents a page: older matches can lie
    // beyond two empty pages.
    const asked = renderSearch('/search?q=kisan', (url) => {
      if (url.pathname !== searchApi.search.path) return undefined;
      const cursor = url.searchParams.get('cursor');
      const next = { null: 'c2', c2: 'c3', c3: null }[String(cursor) as 'null' | 'c2' | 'c3'];
      return {
        status: 200,
        body: { success: true, results: cursor === 'c3' ? secondPage : [], counts, nextCursor: next },
      };
    });
    expect(await screen.findByRole('link', { name: 'Kisan app intern' })).toBeInTheDocument();
    expect(pagesAsked(asked).map((url) => url.searchParams.get('cursor'))).toEqual([null, 'c2', 'c3']);
    expect(screen.queryByText(/No results/)).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
  });

  it('searches the tab the URL names', async () => {
    const asked = renderSearch('/search?q=kisan&tab=videos');
    await screen.findAllByRole('article');
    expect(pagesAsked(asked)[0]?.searchParams.get('tab')).toBe('videos');
    expect(screen.getByRole('link', { name: 'Videos 1 result' })).toHaveAttribute('aria-current', 'page');
  });

  it('says when nothing was found and what to try', async () => {
    renderSearch('/search?q=zzqx', () => ({
      status: 200,
      body: {
        success: true,
        results: [],
        counts: { all: 0, people: 0, startups: 0, videos: 0, blogs: 0, talks: 0, jobs: 0 },
        nextCursor: null,
      },
    }));
    expect(await screen.findByText('No results for “zzqx”')).toBeInTheDocument();
    expect(screen.getByText('Try fewer or other words, or check the spelling.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'kheti' })).toHaveAttribute('href', '/search?q=kheti');
  });

  it("offers the tab's filters, asks with them and keeps them in the address; tabs and Clear filters drop them", async () => {
    const asked = renderSearch('/search?q=kisan&tab=people&role=Investor&stage=seed');
    const filters = await screen.findByRole('region', { name: 'Filters' });
    // People filter by role and city; a filter of another tab in the address is left out.
    expect(
      within(filters)
        .getAllByRole('combobox')
        .map((select) => select.getAttribute('name')),
    ).toEqual(['role', 'city']);
    expect(within(filters).getByRole('combobox', { name: 'Role' })).toHaveValue('Investor');
    await screen.findAllByRole('article');
    expect(Object.fromEntries(pagesAsked(asked)[0]?.searchParams ?? [])).toMatchObject({
      tab: 'people',
      role: 'Investor',
    });
    expect(pagesAsked(asked)[0]?.searchParams.has('stage')).toBe(false);

    await userEvent.selectOptions(within(filters).getByRole('combobox', { name: 'City' }), 'Jaipur');
    await screen.findAllByRole('article');
    expect(Object.fromEntries(pagesAsked(asked).at(-1)?.searchParams ?? [])).toMatchObject({
      role: 'Investor',
      city: 'Jaipur',
    });
    expect(screen.getByTestId('location')).toHaveTextContent(
      '/search?q=kisan&tab=people&role=Investor&city=Jaipur',
    );
    expect(screen.getByRole('link', { name: 'Startups 0 results' })).toHaveAttribute(
      'href',
      '/search?q=kisan&tab=startups',
    );

    await userEvent.click(within(filters).getByRole('button', { name: 'Clear filters' }));
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/search\?q=kisan&tab=people$/);
    expect(within(filters).getByRole('combobox', { name: 'Role' })).toHaveFocus();
    expect(within(filters).getByRole('combobox', { name: 'Role' })).toHaveValue('');
  });

  it('offers a filtered search with nothing found a way to clear the filters', async () => {
    renderSearch('/search?q=kisan&tab=jobs&type=internship&within=week', () => ({
      status: 200,
      body: {
        success: true,
        results: [],
        counts: { all: 3, people: 1, startups: 0, videos: 1, blogs: 0, talks: 0, jobs: 0 },
        nextCursor: null,
      },
    }));
    const empty = (await screen.findByText('Nothing matches these filters. Clear them to see every result.'))
      .parentElement as HTMLElement;
    await userEvent.click(within(empty).getByRole('button', { name: 'Clear filters' }));
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/search\?q=kisan&tab=jobs$/);
  });

  it('shows no filters on All', async () => {
    renderSearch('/search?q=kisan&role=Investor');
    await screen.findAllByRole('article');
    expect(screen.queryByRole('region', { name: 'Filters' })).not.toBeInTheDocument();
  });

  it('offers to try again when the search fails', async () => {
    renderSearch('/search?q=kisan', () => undefined);
    expect(await screen.findByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });

  it('offers to try again, not No results, when a page after an empty one fails', async () => {
    renderSearch('/search?q=kisan', (url) => {
      if (url.pathname !== searchApi.search.path) return undefined;
      if (url.searchParams.get('cursor')) return { status: 500, body: { success: false, message: 'x' } };
      return { status: 200, body: { success: true, results: [], counts, nextCursor: 'c2' } };
    });
    expect(await screen.findByRole('button', { name: 'Try again' })).toBeInTheDocument();
    expect(screen.queryByText(/No results/)).not.toBeInTheDocument();
  });
});
