/**
 * The flags Debian's Chromium (/usr/bin/chromium) runs with here, headless: for the e2e suite
 * (e2e/playwright.config.ts), the page screenshots (scripts/screenshots.mjs) and the benches that
 * drive a browser (bench/web/lighthouse.ts, bench/video/player-round.ts). Plain JS so a script
 * imports it as is; its type is in chromium-flags.d.mts.
 */
export const CHROMIUM_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
