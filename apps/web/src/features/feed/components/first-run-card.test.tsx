import { checklistDismissedKey, type Role } from '@ideaignite/contract';
import { render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { FirstRunCard, firstRunSteps } from './first-run-card.tsx';

const HUSTLER: Role = 'Hustler';

const card = (userId = 'user-5') => (
  <MemoryRouter>
    <FirstRunCard
      role={HUSTLER}
      userId={userId}
      completeness={{ score: 22, missing: ['picture', 'pitchVideo'] }}
    />
  </MemoryRouter>
);

describe('FirstRunCard', () => {
  it('draws nothing on the server, so the page hydrates as drawn whatever this device remembers', () => {
    expect(renderToString(card())).toBe('');
  });

  it('shows once mounted, unless this user hid it on this device', async () => {
    const first = render(card());
    expect(await screen.findByRole('region', { name: 'Get started' })).toBeInTheDocument();
    first.unmount();
    localStorage.setItem(checklistDismissedKey('user-5'), 'true');
    render(card());
    await Promise.resolve();
    expect(screen.queryByRole('region', { name: 'Get started' })).not.toBeInTheDocument();
  });

  it('works out each role’s two steps from the completeness', () => {
    const done = (
      role: Parameters<typeof firstRunSteps>[0],
      missing: Parameters<typeof firstRunSteps>[1]['missing'],
    ) => firstRunSteps(role, { score: missing.length ? 50 : 100, missing }).map((step) => step.done);
    expect(done('Hustler', ['picture', 'pitchVideo'])).toEqual([false, false]);
    expect(done('Hustler', ['pitchVideo'])).toEqual([true, false]);
    expect(done('Hustler', ['city'])).toEqual([false, true]);
    expect(done('Investor', ['ticket'])).toEqual([true, false]);
    expect(done('Investor', ['sector', 'bio'])).toEqual([false, false]);
    expect(done('Cofounder', ['commitment'])).toEqual([true, false]);
    expect(done('Cofounder', [])).toEqual([true, true]);
    // A job seeker's search leaves no mark: the second step stays to do.
    expect(done('Jobseeker', [])).toEqual([true, false]);
  });
});
