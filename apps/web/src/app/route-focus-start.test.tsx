import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Link, MemoryRouter, Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { RouteFocusStart } from './route-focus-start.tsx';

function Pages() {
  return (
    <MemoryRouter initialEntries={['/one']}>
      <RouteFocusStart />
      <a href="#main">Skip to main content</a>
      <Routes>
        <Route path="/one" element={<Link to="/two">Go to two</Link>} />
        <Route path="/two" element={<button type="button">On two</button>} />
      </Routes>
    </MemoryRouter>
  );
}

describe('RouteFocusStart', () => {
  it('leaves focus alone on the first page', () => {
    render(<Pages />);
    expect(screen.getByTestId('page-start')).not.toHaveFocus();
  });

  it('starts the next page at the top, so the first Tab reaches the skip link', async () => {
    const user = userEvent.setup();
    render(<Pages />);
    await user.click(screen.getByRole('link', { name: 'Go to two' }));
    expect(screen.getByTestId('page-start')).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('link', { name: 'Skip to main content' })).toHaveFocus();
  });
});
