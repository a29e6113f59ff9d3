import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route } from 'react-router';
import { describe, expect, it } from 'vitest';
import { renderRoutes } from '../../test/render.tsx';
import { SearchButton, useSearchEntry } from './search-entry.tsx';

function Header() {
  const search = useSearchEntry();
  return (
    <>
      <SearchButton onSearch={search.show} className="" />
      <label>
        Note
        <input />
      </label>
      {search.dialog}
    </>
  );
}

describe('the header’s search entry', () => {
  it('opens search on `/` and on its button, but not while typing in a field', async () => {
    renderRoutes(<Route path="/dashboard" element={<Header />} />, '/dashboard');
    const user = userEvent.setup();
    await user.type(screen.getByRole('textbox', { name: 'Note' }), 'a/b');
    expect(screen.getByRole('textbox', { name: 'Note' })).toHaveValue('a/b');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    await user.click(document.body);
    await user.keyboard('/');
    expect(await screen.findByRole('dialog', { name: 'Search' })).toBeInTheDocument();
    expect(screen.getByRole('combobox')).toHaveFocus();
    expect(screen.getByRole('combobox')).toHaveValue('');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    const button = screen.getByRole('button', { name: 'Search' });
    expect(button).toHaveAttribute('aria-keyshortcuts', '/');
    await user.click(button);
    expect(await screen.findByRole('dialog', { name: 'Search' })).toBeInTheDocument();
  });
});
