import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRef } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { FilteredListLayout } from './filtered-list-layout.tsx';

function renderLayout(chosen = 0) {
  const view = { search: 'react', setSearch: vi.fn(), chosen, clearFilters: vi.fn() };
  const countRef = createRef<HTMLParagraphElement>();
  render(
    <FilteredListLayout
      view={view}
      metaTitle="Jobs"
      eyebrow="Jobs"
      title="Jobs and internships at startups"
      intro="Work with founders building across India."
      links={<a href="/jobs/saved">Saved jobs</a>}
      searchLabel="Search jobs"
      searchPlaceholder="Search by title"
      filters={<p>The filter panel</p>}
      count="26 jobs"
      countRef={countRef}
      chips={chosen > 0 ? <button type="button">Remove filter Type: Internship</button> : null}
      filtersLabel="Filters"
      chosenLabel="chosen"
      clearAllLabel="Clear all"
      showResultsLabel="Show 26 jobs"
    >
      <ul aria-label="The list" />
    </FilteredListLayout>,
  );
  return { view, countRef };
}

describe('FilteredListLayout', () => {
  it('shows the heading, the links and the search box, the filters beside the list, the count read out', async () => {
    const user = userEvent.setup();
    const { view, countRef } = renderLayout();
    expect(screen.getByRole('heading', { level: 1, name: 'Jobs and internships at startups' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Saved jobs' })).toBeInTheDocument();
    const search = screen.getByRole('searchbox', { name: 'Search jobs' });
    expect(search).toHaveValue('react');
    await user.type(search, 's');
    expect(view.setSearch).toHaveBeenLastCalledWith('reacts');

    const aside = screen.getByRole('complementary', { name: 'Filters' });
    expect(within(aside).getByText('The filter panel')).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('26 jobs');
    expect(countRef.current).toBe(screen.getByRole('status'));
    expect(screen.getByRole('list', { name: 'The list' })).toBeInTheDocument();
    // Nothing chosen: the phones' Filters button has no badge.
    expect(screen.getByRole('button', { name: 'Filters' })).toBeInTheDocument();
  });

  it('puts the filters in a sheet on phones, the button saying how many are chosen; Clear all and Show close it', async () => {
    const user = userEvent.setup();
    const { view } = renderLayout(2);
    expect(screen.getByRole('button', { name: 'Remove filter Type: Internship' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Filters 2 chosen' }));
    const sheet = screen.getByRole('dialog', { name: 'Filters' });
    expect(within(sheet).getByText('The filter panel')).toBeInTheDocument();
    await user.click(within(sheet).getByRole('button', { name: 'Clear all' }));
    expect(view.clearFilters).toHaveBeenCalledOnce();
    await user.click(within(sheet).getByRole('button', { name: 'Show 26 jobs' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
