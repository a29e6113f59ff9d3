/// <reference types="node" />
import { readFileSync } from 'node:fs';

/**
 * Budgets for the first view of a page (issue 31): how many scripts a fresh browser fetches for it
 * and their bytes on the wire, at most. budgets.json holds them; the end-to-end suite measures
 * each page in Chromium and fails when one is over (e2e/first-views-stay-within-their-budgets.spec.ts).
 */
export interface PageBudget {
  /** The page's path; signed in as `role` when it names one (the dashboard, the chats). */
  path: string;
  role?: 'Hustler' | 'Investor' | 'Cofounder' | 'Jobseeker';
  /** Script requests, at most. */
  scripts: number;
  /** JavaScript on the wire (compressed bodies), in KB of 1,024 bytes, at most. */
  jsKB: number;
}

export interface Budgets {
  pages: Record<string, PageBudget>;
}

/** The scripts a page's first view fetched: each URL and its compressed size in bytes. */
export interface FirstView {
  scripts: { url: string; bytes: number }[];
}

export function readBudgets(file = new URL('../budgets.json', import.meta.url)): Budgets {
  return JSON.parse(readFileSync(file, 'utf8')) as Budgets;
}

const kb = (bytes: number) => (bytes / 1024).toFixed(1);

/** What is over budget in a page's first view, in words a reviewer reads in the failure; empty when it is within. */
export function overBudget(name: string, budget: PageBudget, view: FirstView): string[] {
  const problems: string[] = [];
  const bytes = view.scripts.reduce((sum, script) => sum + script.bytes, 0);
  const list = view.scripts
    .map((script) => `${new URL(script.url).pathname} (${kb(script.bytes)} KB)`)
    .join(', ');
  if (view.scripts.length > budget.scripts) {
    problems.push(`${name}: ${view.scripts.length} script requests, budget ${budget.scripts}: ${list}`);
  }
  if (bytes > budget.jsKB * 1024) {
    problems.push(`${name}: ${kb(bytes)} KB of JavaScript on the wire, budget ${budget.jsKB} KB: ${list}`);
  }
  return problems;
}
