// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { type FirstView, overBudget, readBudgets } from './budgets.ts';

const script = (name: string, kb: number) => ({
  url: `http://127.0.0.1:3000/assets/${name}.js`,
  bytes: kb * 1024,
});

describe('first-view budgets', () => {
  const budget = { path: '/dashboard/Hustler', role: 'Hustler' as const, scripts: 3, jsKB: 100 };
  const within: FirstView = { scripts: [script('framework', 80), script('frame', 15)] };

  it('passes a first view within its budget', () => {
    expect(overBudget('dashboard', budget, within)).toEqual([]);
  });

  it('fails when the first view fetches more scripts than its budget, naming them', () => {
    const grown = { scripts: [...within.scripts, script('menu', 1), script('dialog', 1)] };
    const problems = overBudget('dashboard', budget, grown);
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatch(
      /^dashboard: 4 script requests, budget 3: .*\/assets\/dialog\.js \(1\.0 KB\)/,
    );
  });

  it('fails when the first view grows past its bytes, with the size it reached', () => {
    const grown = { scripts: [script('framework', 80), script('frame', 25)] };
    expect(overBudget('dashboard', budget, grown)).toEqual([
      expect.stringMatching(/^dashboard: 105\.0 KB of JavaScript on the wire, budget 100 KB/),
    ]);
  });

  it('has a budget for the landing page, each role’s dashboard and /messages', () => {
    const { pages } = readBudgets();
    expect(Object.values(pages).map((page) => page.path)).toEqual(
      expect.arrayContaining([
        '/',
        '/dashboard/Hustler',
        '/dashboard/Investor',
        '/dashboard/Cofounder',
        '/dashboard/Jobseeker',
        '/messages',
      ]),
    );
    for (const page of Object.values(pages)) {
      expect(page.scripts).toBeGreaterThan(0);
      expect(page.jsKB).toBeGreaterThan(0);
    }
  });
});
