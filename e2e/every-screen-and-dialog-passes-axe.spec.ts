import AxeBuilder from '@axe-core/playwright';
import { expect } from '@playwright/test';
import { SCREENS, showScreen } from './screens.ts';
import type { Locale } from './words.ts';
import { test } from './world.ts';

// One world (a user of each role, with a video, blog, talk, messages, a connection and
// notifications) per worker, shared by every screen that worker checks.
test.describe.configure({ mode: 'parallel' });

// Each screen in English and in Hindi: a translation can drop a name or a label, and Hindi text
// wraps and overflows differently.
const LANGUAGES: Array<[Locale, string]> = [
  ['en-IN', ''],
  ['hi-IN', ' in Hindi'],
];

for (const [locale, inLanguage] of LANGUAGES) {
  for (const width of [375, 1366]) {
    for (const screen of SCREENS) {
      if (screen.only && screen.only !== width) continue;
      const who = screen.as ? ` (${screen.as})` : '';
      test(`${screen.name}${who} at ${width} px${inLanguage} has no serious or critical axe violation`, async ({
        browser,
        world,
      }) => {
        test.setTimeout(90_000);
        const { context, page, url } = await showScreen(browser, world, screen, { width, locale });
        // Only violations are gathered (building the passes is most of axe's time); 'region' is a
        // moderate rule, never serious, and costly on long pages.
        let axe = new AxeBuilder({ page }).options({ resultTypes: ['violations'] }).disableRules(['region']);
        if (screen.dialog) axe = axe.include('[role="dialog"]');
        const results = await axe.analyze();
        await context.close();
        const problems = results.violations
          .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
          .map((violation) => {
            const nodes = violation.nodes
              .slice(0, 3)
              .map(
                (node) =>
                  `    ${node.target.join(' ')}: ${node.failureSummary?.split('\n').slice(1).join(' ').trim()}`,
              );
            return `[${violation.impact}] ${violation.id}: ${violation.help} (${violation.nodes.length} element(s))\n${nodes.join('\n')}`;
          });
        if (problems.length)
          console.log(`axe on ${screen.name} (${url}) at ${width} px${inLanguage}:\n${problems.join('\n')}`);
        expect(problems, problems.join('\n')).toEqual([]);
      });
    }
  }
}
