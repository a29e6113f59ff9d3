import { fireEvent, render, screen } from '@testing-library/react';
import { renderToStaticMarkup } from 'react-dom/server';
import {
  MemoryRouter,
  Route,
  Link as RouterLink,
  Routes,
  useLocation,
  useNavigationType,
} from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { Link } from './link.tsx';

/** Where the router is: the address, how it got there, and the state it carries. */
function Where() {
  const location = useLocation();
  return (
    <output>
      {location.pathname}
      {location.search} {useNavigationType()} {JSON.stringify(location.state)}
    </output>
  );
}

const at = (path: string, link: React.ReactNode) =>
  render(
    <MemoryRouter initialEntries={[path]}>
      {link}
      <Routes>
        <Route path="*" element={<Where />} />
      </Routes>
    </MemoryRouter>,
  );

describe('Link (the lean one for absolute paths)', () => {
  it("renders React Router's markup, for an absolute path and for what it leaves to the router", () => {
    const both = (props: React.ComponentProps<typeof RouterLink>) => {
      const markup = (link: React.ReactNode) =>
        renderToStaticMarkup(<MemoryRouter initialEntries={['/dashboard/Hustler']}>{link}</MemoryRouter>);
      expect(markup(<Link {...props} />), JSON.stringify(props.to)).toBe(markup(<RouterLink {...props} />));
    };
    both({ to: '/videos/abc?from=feed#comments', className: 'font-semibold', children: 'Pitch' });
    both({ to: '/profile/u1', 'aria-label': 'Asha', target: '_blank', children: 'Asha' });
    // Left to React Router: relative, object, unresolved, its own options.
    both({ to: 'settings', children: 'Settings' });
    both({ to: '../videos', children: 'Back' });
    both({ to: { search: '?to=c1' }, children: 'Chat' });
    both({ to: '/videos/../blogs', children: 'Blogs' });
    both({ to: '/videos', reloadDocument: true, children: 'Reload' });
  });

  it('navigates on a plain left click, with its state, adding a history entry', () => {
    at(
      '/dashboard/Hustler',
      <Link to="/videos/v1?tab=comments" state={{ from: 'feed' }}>
        Open
      </Link>,
    );
    fireEvent.click(screen.getByRole('link', { name: 'Open' }));
    expect(screen.getByRole('status').textContent).toBe('/videos/v1?tab=comments PUSH {"from":"feed"}');
  });

  it('replaces the entry when the address is the current one, or when asked to', () => {
    at('/videos', <Link to="/videos">Videos</Link>);
    fireEvent.click(screen.getByRole('link', { name: 'Videos' }));
    expect(screen.getByRole('status').textContent).toBe('/videos REPLACE null');

    at(
      '/blogs',
      <Link to="/videos" replace>
        Replace
      </Link>,
    );
    fireEvent.click(screen.getByRole('link', { name: 'Replace' }));
    expect(screen.getAllByRole('status').at(-1)?.textContent).toBe('/videos REPLACE null');
  });

  it('leaves modified, middle-button and new-tab clicks, and one its onClick prevented, to the browser', () => {
    const onClick = vi.fn((event: React.MouseEvent) => event.preventDefault());
    at(
      '/start',
      <>
        <Link to="/a">A</Link>
        <Link to="/b" target="_blank">
          B
        </Link>
        <Link to="/c" onClick={onClick}>
          C
        </Link>
      </>,
    );
    for (const options of [
      { ctrlKey: true },
      { metaKey: true },
      { shiftKey: true },
      { altKey: true },
      { button: 1 },
    ])
      fireEvent.click(screen.getByRole('link', { name: 'A' }), options);
    fireEvent.click(screen.getByRole('link', { name: 'B' }));
    fireEvent.click(screen.getByRole('link', { name: 'C' }));
    expect(onClick).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('status').textContent).toBe('/start POP null');
  });
});
