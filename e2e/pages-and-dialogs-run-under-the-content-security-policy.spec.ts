import { ROLE_DASHBOARD_ROUTES } from '@ideaignite/contract';
import { expect, type Page, test } from '@playwright/test';
import { expectPath, openPage, signInThroughForm, signUpViaApi } from './fixtures.ts';

/** Every CSP violation the page reports, as "directive blocked-uri". */
async function violations(page: Page): Promise<string[]> {
  const seen = await page.evaluate<string[]>('window.__csp ?? []');
  // zod probes once whether it may compile validators with new Function; refused, it falls back.
  return seen.filter((entry) => entry !== 'script-src eval');
}

test('Pages and dialogs run under the content security policy', async ({ page, request }) => {
  test.setTimeout(60_000);
  await page.addInitScript(`
    window.__csp = [];
    document.addEventListener('securitypolicyviolation', (event) => {
      window.__csp.push(event.violatedDirective + ' ' + event.blockedURI);
    });
  `);
  await openPage(page, '/');
  await expect(page.getByRole('link', { name: /sign ?in/i }).first()).toBeVisible();
  expect(await violations(page)).toEqual([]);

  const account = await signUpViaApi(request, 'Hustler');
  await page.goto('/signin');
  await signInThroughForm(page, account);
  await expectPath(page, ROLE_DASHBOARD_ROUTES.Hustler);
  // A Radix dialog locks the page's scroll with a <style> element of its own.
  await page.getByRole('button', { name: 'Create Videos' }).click();
  await expect(page.getByRole('dialog', { name: 'Create Videos' })).toBeVisible();
  expect(await page.evaluate<string>('getComputedStyle(document.body).overflow')).toBe('hidden');
  expect(await violations(page)).toEqual([]);
  await page.keyboard.press('Escape');

  // Chat opens its websocket to our own origin: connect-src 'self' covers it.
  await page.goto('/messages');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(await violations(page)).toEqual([]);
});
