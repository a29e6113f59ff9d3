#!/usr/bin/env node
// Full-page screenshots of app pages at phone and desktop widths, in Debian Chromium.
// Usage: node scripts/screenshots.mjs <baseUrl> [--login email:password] [--out dir] [--locale hi-IN] /path [/path ...]
// --locale: the browser's language (Accept-Language, navigator.languages), so pages come in it.
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { CHROMIUM_FLAGS } from './lib/chromium-flags.mjs';

const args = process.argv.slice(2);
const base = args.shift();
let login;
let out = '.tmp/screens';
let locale;
const paths = [];
while (args.length) {
  const arg = args.shift();
  if (arg === '--login') login = args.shift();
  else if (arg === '--out') out = args.shift();
  else if (arg === '--locale') locale = args.shift();
  else paths.push(arg);
}
if (!base || paths.length === 0) {
  console.error(
    'usage: node scripts/screenshots.mjs <baseUrl> [--login email:password] [--out dir] [--locale hi-IN] /path ...',
  );
  process.exit(2);
}
mkdirSync(out, { recursive: true });
const browser = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  args: CHROMIUM_FLAGS,
});
try {
  for (const [label, width, height] of [
    ['phone', 375, 812],
    ['desktop', 1366, 900],
  ]) {
    const context = await browser.newContext({
      viewport: { width, height },
      deviceScaleFactor: 1,
      ...(locale ? { locale } : {}),
    });
    const page = await context.newPage();
    if (login) {
      const [email, password] = login.split(':');
      const response = await page.request.post(`${base}/api/auth/signin`, { data: { email, password } });
      const body = await response.json();
      await page.goto(base);
      await page.evaluate((s) => {
        localStorage.setItem('token', s.accessToken);
        localStorage.setItem('userId', s.id);
        localStorage.setItem('role', s.role);
      }, body);
    }
    for (const p of paths) {
      await page.goto(`${base}${p}`, { waitUntil: 'networkidle' });
      await page.waitForTimeout(400);
      const file = path.join(
        out,
        `${p.replace(/[^a-z0-9]+/gi, '_').replace(/^_|_$/g, '') || 'home'}-${label}.png`,
      );
      await page.screenshot({ path: file, fullPage: true });
      console.log(file);
    }
    await context.close();
  }
} finally {
  await browser.close();
}
