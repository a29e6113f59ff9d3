import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { Route } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderRoutes, signInAs } from '../../../test/render.tsx';
import { fakeSearchApi, suggestions, VIDEO_ID } from '../test-api.ts';
import { SearchDialog } from './search-dialog.tsx';

function Opener() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Open search
      </button>
      <SearchDialog open={open} onOpenChange={setOpen} />
    </>
  );
}

async function openSearch() {
  signInAs('Hustler');
  const asked = fakeSearchApi((url) =>
    url.pathname === '/api/search/suggest' ? { status: 200, body: suggestions } : undefined,
  );
  renderRoutes(<Route path="/dashboard" element={<Opener />} />, '/dashboard');
  const user = userEvent.setup();
  await user.click(screen.getByRole('button', { name: 'Open search' }));
  const box = await screen.findByRole('combobox', { name: 'Search people, startups, content and jobs' });
  return { user, box, asked };
}

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe('SearchDialog', () => {
  it('suggests as a person types, once the typing pauses, and not for one letter', async () => {
    const { user, box, asked } = await openSearch();
    expect(box).toHaveFocus();
    await user.type(box, 'k');
    await new Promise((resolve) => setTimeout(resolve, 250));
    expect(asked).toHaveLength(0);
    expect(box).toHaveAttribute('aria-expanded', 'false');
    await user.type(box, 'isan');
    expect(await screen.findAllByRole('option')).toHaveLength(3);
    expect(box).toHaveAttribute('aria-expanded', 'true');
    expect(asked.map((url) => url.searchParams.get('q'))).toEqual(['kisan']);
  });

  it('moves through the suggestions with the arrow keys and opens the chosen one with Enter', async () => {
    const { user, box } = await openSearch();
    await user.type(box, 'kisan');
    const options = await screen.findAllByRole('option');
    await user.keyboard('{ArrowDown}');
    expect(box).toHaveAttribute('aria-activedescendant', options[0]?.id);
    expect(options[0]).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{ArrowDown}');
    expect(box).toHaveAttribute('aria-activedescendant', options[1]?.id);
    await user.keyboard('{ArrowUp}{ArrowUp}{ArrowUp}');
    // Up past the first goes back to the box, then round to the last.
    expect(box).toHaveAttribute('aria-activedescendant', options[2]?.id);
    await user.keyboard('{ArrowDown}{ArrowDown}{ArrowDown}{Enter}');
    expect(await screen.findByText(`Landed on /videos/${VIDEO_ID}`)).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('keeps the chosen suggestion when the list for the last letters typed arrives in another order', async () => {
    signInAs('Hustler');
    const [person, video, job] = suggestions.suggestions;
    let answerLater: (() => void) | undefined;
    const later = new Promise<void>((resolve) => {
      answerLater = resolve;
    });
    const asked: string[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (input: RequestInfo | URL) => {
        const q = new URL(String(input), 'http://localhost').searchParams.get('q') ?? '';
        asked.push(q);
        // The longer words' answer comes once the choice is made, with the video last.
        if (q === 'kisan') await later;
        const list = q === 'kisan' ? [job, person, video] : [person, video, job];
        return new Response(JSON.stringify({ success: true, suggestions: list }), {
          headers: { 'Content-Type': 'application/json' },
        });
      }),
    );
    renderRoutes(<Route path="/dashboard" element={<Opener />} />, '/dashboard');
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Open search' }));
    const box = await screen.findByRole('combobox', { name: 'Search people, startups, content and jobs' });
    await user.type(box, 'kisa');
    await screen.findAllByRole('option');
    await user.type(box, 'n');
    await user.keyboard('{ArrowDown}{ArrowDown}');
    expect(screen.getByRole('option', { name: /किसान की कहानी/ })).toHaveAttribute('aria-selected', 'true');
    await waitFor(() => expect(asked).toContain('kisan'));
    // While the next list loads, the one on screen stays, and so does the choice in it.
    expect(box).toHaveAttribute('aria-expanded', 'true');
    answerLater?.();
    await waitFor(() => expect(screen.getAllByRole('option')[0]).toHaveTextContent('Kisan app intern'));
    expect(screen.getByRole('option', { name: /किसान की कहानी/ })).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{Enter}');
    expect(await screen.findByText(`Landed on /videos/${VIDEO_ID}`)).toBeInTheDocument();
  });

  it('searches everything for the words when Enter is pressed with no suggestion chosen', async () => {
    const { user, box } = await openSearch();
    await user.type(box, 'kisan');
    await screen.findAllByRole('option');
    await user.keyboard('{Enter}');
    expect(await screen.findByText('Landed on /search')).toBeInTheDocument();
  });

  it('closes on Escape and gives focus back to what opened it', async () => {
    const { user } = await openSearch();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByRole('button', { name: 'Open search' })).toHaveFocus();
  });
});
