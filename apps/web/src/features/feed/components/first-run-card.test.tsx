import { checklistDismissedKey, type Role } from '@ideaignite/contract';
import { cleanup, render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { FIRST_RUN_DAYS, FirstRunCard, firstRunSteps, inFirstRun } from './first-run-card.tsx';

const HUSTLER: Role = 'Hustler';

const DAY = 24 * 60 * 60 * 1000;
const joinedDaysAgo = (days: number) => new Date(Date.now() - days * DAY).toISOString();

const card = (userId = 'user-5', joinedAt = joinedDaysAgo(1)) => (
  <MemoryRouter>
    <FirstRunCard
      role={HUSTLER}
      userId={userId}
      joinedAt={joinedAt}
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

  it(`is offered in a member's first ${FIRST_RUN_DAYS} days only: a returning member's dashboard does not move for it`, async () => {
    render(card('user-6', joinedDaysAgo(FIRST_RUN_DAYS - 1)));
    expect(await screen.findByRole('region', { name: 'Get started' })).toBeInTheDocument();
    cleanup();
    render(card('user-6', joinedDaysAgo(FIRST_RUN_DAYS + 1)));
    await Promise.resolve();
    expect(screen.queryByRole('region', { name: 'Get started' })).not.toBeInTheDocument();
    expect(inFirstRun(joinedDaysAgo(FIRST_RUN_DAYS - 1))).toBe(true);
    expect(inFirstRun(joinedDaysAgo(FIRST_RUN_DAYS + 1))).toBe(false);
    expect(inFirstRun('not a date')).toBe(false);
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
