/**
 * Screenshots of the screens issue 9 names (landing, dashboard, videos, an open chat) at 375 and
 * 1366 px, from the real server with the demo data, in Debian's Chromium: for looking at a change
 * before and after (`--dist` serves another build of the web app, e.g. one made from an older
 * commit).
 *
 *   npx tsx bench/web/screens.ts --out /tmp/screens/after [--dist apps/web/dist]
 */
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { API } from '@ideaignite/contract';
import { chromium } from 'playwright-core';
import { log, runBench } from '../lib/harness.ts';
import { REPO_DIR, startRealServer } from '../lib/servers.ts';

const DEMO_HUSTLER = { email: 'hustler@demo.ideaignite.in', password: 'Ignite@2025' };
const CHROMIUM_ARGS = ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run'];
const WIDTHS = [375, 1366];

const arg = (name: string) => {
  const index = process.argv.indexOf(`--${name}`);
  return index >= 0 ? process.argv[index + 1] : undefined;
};

runBench('bench/web/screens', 10 * 60_000, async () => {
  const out = arg('out');
  if (!out) throw new Error('give --out <dir>');
  mkdirSync(out, { recursive: true });
  const webDist = path.resolve(REPO_DIR, arg('dist') ?? 'apps/web/dist');
  log(`starting IdeaIgnite with the demo data, serving ${webDist}`);
  const server = await startRealServer({ demo: true, webDist, readyTimeoutMs: 600_000 });
  const base = `http://127.0.0.1:${server.port}`;
  const signin = await fetch(new URL(API.signin, base), {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(DEMO_HUSTLER),
  });
  if (!signin.ok) throw new Error(`sign-in failed: ${signin.status}`);
  const session = (await signin.json()) as { accessToken: string; id: string; role: string };
  // The first conversation of the chat list (its _id is the other user): one with messages in it.
  const chats = (await (
    await fetch(new URL(`${API.messages}?limit=5`, base), {
      headers: { authorization: `Bearer ${session.accessToken}` },
    })
  ).json()) as { _id: string }[];
  const partner = chats[0]?._id;
  if (!partner) throw new Error('no conversation in the demo data');

  const files: string[] = [];
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: CHROMIUM_ARGS });
  try {
    for (const width of WIDTHS) {
      const context = await browser.newContext({ viewport: { width, height: width < 500 ? 812 : 900 } });
      const page = await context.newPage();
      const shoot = async (name: string, url: string, ready: () => Promise<unknown>, fullPage = false) => {
        await page.goto(new URL(url, base).href);
        await ready();
        await page.waitForLoadState('networkidle');
        const file = path.join(out, `${name}-${width}.png`);
        await page.screenshot({ path: file, fullPage });
        files.push(file);
        log(`  ${file}`);
      };
      await shoot('landing', '/', () => page.getByRole('heading', { level: 1 }).waitFor());
      // The parts of the landing page that changed shape: articles, the FAQ with one answer open,
      // and, on a phone, the menu.
      const section = async (name: string, region: string, act?: () => Promise<unknown>) => {
        const locator = page.getByRole('region', { name: region });
        await locator.scrollIntoViewIfNeeded();
        await act?.();
        const file = path.join(out, `${name}-${width}.png`);
        await locator.screenshot({ path: file });
        files.push(file);
      };
      await section('landing-articles', 'Featured Articles from IdeaIgnite');
      await section('landing-faq', 'Frequently asked questions', async () => {
        await page.getByRole('button', { name: 'What is Ignite?' }).click();
        await page.waitForTimeout(300);
      });
      if (width < 768) {
        await page.mouse.wheel(0, -100_000);
        await page.getByRole('button', { name: 'Open menu' }).click();
        await page.getByRole('dialog').waitFor();
        const file = path.join(out, `landing-menu-${width}.png`);
        await page.screenshot({ path: file });
        files.push(file);
        await page.keyboard.press('Escape');
      }
      await page.evaluate(
        (entries) => {
          // Runs in the page, where localStorage exists (bench code has no DOM types).
          const storage = (globalThis as unknown as { localStorage: { setItem(k: string, v: string): void } })
            .localStorage;
          for (const [key, value] of Object.entries(entries)) storage.setItem(key, value);
        },
        { token: session.accessToken, userId: session.id, role: session.role },
      );
      await shoot('dashboard', `/dashboard/${session.role}`, () =>
        page.getByRole('heading', { level: 1, name: /^Welcome back, / }).waitFor(),
      );
      await shoot('videos', '/videos', () => page.getByRole('article').first().waitFor());
      await shoot('chat', `/messages?to=${partner}`, () =>
        page.getByRole('textbox', { name: 'Message' }).waitFor(),
      );
      await context.close();
    }
  } finally {
    await browser.close();
  }
  return `## Screenshots (bench/web/screens.ts)\n\nServing ${webDist}:\n\n${files.map((file) => `- ${file}`).join('\n')}`;
});
