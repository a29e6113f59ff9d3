import { expect, type Page } from '@playwright/test';
import { seriousAxeProblems } from './axe.ts';
import { englishLeftovers, readableText } from './english-leftovers.ts';
import { SCREENS, ScreenPages, showScreen } from './screens.ts';
import type { Locale } from './words.ts';
import { type World, test as withWorld } from './world.ts';
import { watchWrittenData } from './written-data.ts';

// One world (a user of each role, with a video, blog, talk, messages, a connection and
// notifications) per worker, shared by every screen that worker checks; and the worker's pages,
// one per person, width and language, each kept for that kind's next screen (decision 043).
const test = withWorld.extend<object, { screenPages: ScreenPages }>({
  screenPages: [
    async ({ browser }, use) => {
      const pages = new ScreenPages(browser);
      await use(pages);
      await pages.close();
    },
    { scope: 'worker' },
  ],
});
// One retry, in a new worker with new pages: a kept page has failed a check that passes from a
// fresh one (3 of 422 in one full run: two loads that never became ready, one answer served
// from the HTTP cache that the English reading did not see). The summary line names every check
// that passed only on its retry (scripts/lib/reports.mjs), so a flaky one is seen, not hidden.
test.describe.configure({ mode: 'parallel', retries: 1 });

// Each screen in English and in Hindi: a translation can drop a name or a label, and Hindi text
// wraps and overflows differently. In Hindi at 375 px the same page is also read for English
// words of the interface: one page load serves both checks.
const LANGUAGES: Array<[Locale, string]> = [
  ['en-IN', ''],
  ['hi-IN', ' in Hindi'],
];

for (const [locale, inLanguage] of LANGUAGES) {
  for (const width of [375, 1366]) {
    const readsForEnglish = locale === 'hi-IN' && width === 375;
    const alsoEnglish = readsForEnglish ? ' and no English word of the interface' : '';
    for (const screen of SCREENS) {
      if (screen.only && screen.only !== width) continue;
      const who = screen.as ? ` (${screen.as})` : '';
      test(`${screen.name}${who} at ${width} px${inLanguage} has no serious or critical axe violation${alsoEnglish}`, async ({
        screenPages,
        world,
      }) => {
        test.setTimeout(90_000);
        let sent: ReturnType<typeof watchWrittenData> | undefined;
        // A failed check ends its worker (Playwright discards a worker and its browser after any
        // failure), so a page a check failed on never serves another screen.
        try {
          const { page, url } = await showScreen(screenPages, world, screen, {
            width,
            locale,
            watch: readsForEnglish
              ? (page) => {
                  sent = watchWrittenData(page);
                }
              : undefined,
          });
          // 'region' is a moderate rule, never serious, and costly on long pages.
          const problems = await seriousAxeProblems(page, {
            include: screen.dialog ? '[role="dialog"]' : undefined,
            disableRules: ['region'],
          });
          if (problems.length)
            console.log(
              `axe on ${screen.name} (${url}) at ${width} px${inLanguage}:\n${problems.join('\n')}`,
            );
          expect.soft(problems, problems.join('\n')).toEqual([]);
          if (readsForEnglish) {
            const leftovers = await englishOn(page, world, (await sent?.written()) ?? []);
            expect.soft(leftovers, `English left on ${url}:\n${leftovers.join('\n')}`).toEqual([]);
          }
        } finally {
          sent?.stop();
        }
      });
    }
  }
}

/** The Latin words a person reads or hears on a Hindi page that nobody wrote (see english-leftovers.ts). */
async function englishOn(page: Page, world: World, sent: string[]): Promise<string[]> {
  expect(await page.locator('html').getAttribute('lang')).toBe('hi-IN');
  const texts = await page.evaluate(readableText);
  return englishLeftovers(texts, [...world.writtenTexts, ...sent]);
}
