import { API } from '@ideaignite/contract';
import { expect, type Page, test } from '@playwright/test';
import { apiAs, signInViaApi, signUpViaApi, useSession } from './fixtures.ts';

const NOTO = /noto-sans-devanagari/;

/** Every font file the page asks for while `visit` runs. */
async function fontsFetched(page: Page, visit: () => Promise<unknown>) {
  const fonts: string[] = [];
  const listen = (request: { url(): string; resourceType(): string }) => {
    if (request.resourceType() === 'font') fonts.push(request.url());
  };
  page.on('request', listen);
  await visit();
  await page.waitForLoadState('networkidle');
  page.off('request', listen);
  return fonts;
}

test('An English page fetches no Devanagari font; a talk written in Hindi is drawn in Noto Sans Devanagari', async ({
  page,
  request,
}) => {
  const landing = await fontsFetched(page, () => page.goto('/'));
  expect(landing.filter((url) => NOTO.test(url))).toEqual([]);

  const user = await signInViaApi(request, await signUpViaApi(request, 'Cofounder'));
  const title = `नमस्ते! क्या कोई जयपुर में हस्तशिल्प का स्टार्टअप बना रहा है? ${Date.now()}`;
  await apiAs(request, user, 'post', API.addTalks, { data: { title } });
  await useSession(page, user);
  const talks = await fontsFetched(page, async () => {
    await page.goto('/talks');
    await expect(page.getByText(title)).toBeVisible();
  });
  expect(talks.filter((url) => NOTO.test(url))).toHaveLength(1);
  // Fetched is not yet loaded: on a busy machine the face is ready a moment after its bytes. Asked
  // with check(), which never starts a load of its own.
  await expect
    .poll(() =>
      page.evaluate<boolean>(`document.fonts.check('16px "Noto Sans Devanagari Variable"', 'नमस्ते')`),
    )
    .toBe(true);
});
