import { randomBytes } from 'node:crypto';
import { API } from '@ideaignite/contract';
import { expect, type Page, test } from '@playwright/test';
import { apiAs, expectPath, openPage, signInViaApi, signUpViaApi, useSession } from './fixtures.ts';

// Issue 28: one search over people, startups and content, in English, Hindi or Hinglish. A blog
// titled in Devanagari is found by its romanised words, from the header's box, by keyboard.

const suffix = () => randomBytes(3).toString('hex');

/** Moves through the suggestions with ArrowDown until the one titled `title` is chosen. */
async function chooseByKeyboard(page: Page, title: string) {
  const box = page.getByRole('combobox');
  const option = page.getByRole('option', { name: new RegExp(title) });
  await expect(option).toBeVisible({ timeout: 20_000 });
  for (let step = 0; step < 9; step++) {
    await box.press('ArrowDown');
    if ((await option.getAttribute('aria-selected')) === 'true') return;
  }
  throw new Error(`no suggestion titled ${title}`);
}

test('A founder types Hinglish in the header’s search, picks the Devanagari blog by keyboard and lands on it; in Hindi the tabs keep the words in the address', async ({
  page,
  browser,
  request,
}) => {
  const founder = await signInViaApi(request, await signUpViaApi(request, 'Hustler'));
  const tag = suffix();
  const title = `किसान मंडी भाव ${tag}`;
  const { blog } = await apiAs<{ blog: { _id: string } }>(request, founder, 'post', API.addBlog, {
    multipart: {
      title,
      summary: 'गाँव के किसानों के लिए रोज़ के मंडी भाव।',
      content: 'हर सुबह मंडी के भाव, किसान के फ़ोन पर।',
    },
  });

  await useSession(page, founder);
  await openPage(page, '/dashboard/Hustler');
  await page.getByRole('button', { name: 'Search' }).first().click();
  const box = page.getByRole('combobox', { name: 'Search people, startups, content and jobs' });
  await expect(box).toBeFocused();
  await box.pressSequentially('kisan mandi', { delay: 30 });
  await chooseByKeyboard(page, tag);
  await box.press('Enter');
  await expectPath(page, `/blogs/${blog._id}`);
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();

  // The `/` key opens it too; Enter with nothing chosen searches everything.
  await page.locator('body').press('/');
  await expect(box).toBeFocused();
  await box.fill(`kisan ${tag}`);
  await box.press('Enter');
  await expect(page).toHaveURL(
    (url) => url.pathname === '/search' && url.searchParams.get('q') === `kisan ${tag}`,
  );
  await expect(page.getByRole('link', { name: title })).toHaveAttribute('href', `/blogs/${blog._id}`);

  // In Hindi: the page's box, its results, and a tab that keeps the words in the address.
  const context = await browser.newContext({ locale: 'hi-IN' });
  try {
    const hindi = await context.newPage();
    await useSession(hindi, founder);
    await openPage(hindi, '/search');
    await expect(hindi.getByText('खोजने के लिए कम से कम 2 अक्षर लिखें।')).toBeVisible();
    const pageBox = hindi.getByRole('searchbox', { name: 'लोग, स्टार्टअप, सामग्री और नौकरियाँ खोजें' });
    await pageBox.fill(`किसान मंडी ${tag}`);
    await pageBox.press('Enter');
    const result = hindi.getByRole('article').filter({ hasText: title });
    await expect(result).toBeVisible({ timeout: 20_000 });
    await expect(result.locator('mark').first()).toBeVisible();
    await hindi.getByRole('navigation', { name: 'क्या दिखाएँ' }).getByRole('link', { name: /^ब्लॉग/ }).click();
    await expect(hindi).toHaveURL(
      (url) => url.searchParams.get('tab') === 'blogs' && url.searchParams.get('q') === `किसान मंडी ${tag}`,
    );
    await expect(result).toBeVisible();
    await hindi.getByRole('navigation', { name: 'क्या दिखाएँ' }).getByRole('link', { name: /^लोग/ }).click();
    await expect(hindi).toHaveURL(
      (url) => url.searchParams.get('tab') === 'people' && url.searchParams.get('q') === `किसान मंडी ${tag}`,
    );
    await expect(result).toBeHidden();
  } finally {
    await context.close();
  }
});

test('A founder narrows a search to investors in one city: the tab and its filters stay in the address through a reload, another tab drops them', async ({
  page,
  request,
}) => {
  const founder = await signInViaApi(request, await signUpViaApi(request, 'Hustler'));
  const tag = `tamarind${suffix()}`;
  const people = [
    {
      role: 'Investor',
      path: API.profileInvestor,
      name: `${tag} Investor Jaipur`,
      state: 'RJ',
      city: 'Jaipur',
    },
    { role: 'Investor', path: API.profileInvestor, name: `${tag} Investor Pune`, state: 'MH', city: 'Pune' },
    {
      role: 'Cofounder',
      path: API.profileCofounder,
      name: `${tag} Cofounder Jaipur`,
      state: 'RJ',
      city: 'Jaipur',
    },
  ] as const;
  for (const person of people) {
    const user = await signInViaApi(request, await signUpViaApi(request, person.role));
    await apiAs(request, user, 'post', person.path, {
      multipart: { Username: person.name, state: person.state, city: person.city },
    });
  }

  await useSession(page, founder);
  await openPage(page, `/search?q=${tag}`);
  const tabs = page.getByRole('navigation', { name: 'What to show' });
  await tabs.getByRole('link', { name: /^People 3/ }).click();
  const filters = page.getByRole('region', { name: 'Filters' });
  await filters.getByRole('combobox', { name: 'Role' }).selectOption('Investor');
  await expect(page.getByRole('article')).toHaveCount(2);
  await filters.getByRole('combobox', { name: 'City' }).selectOption('Jaipur');
  await expect(page.getByRole('article')).toHaveCount(1);
  await expect(page.getByRole('article').getByRole('link', { name: `${tag} Investor Jaipur` })).toBeVisible();
  await expect(tabs.getByRole('link', { name: /^People 1/ })).toHaveAttribute('aria-current', 'page');
  const filtered = (url: URL) =>
    url.searchParams.get('tab') === 'people' &&
    url.searchParams.get('role') === 'Investor' &&
    url.searchParams.get('city') === 'Jaipur';
  await expect(page).toHaveURL(filtered);

  // A reload keeps all of it.
  await page.reload();
  await expect(page.getByRole('article')).toHaveCount(1);
  await expect(filters.getByRole('combobox', { name: 'Role' })).toHaveValue('Investor');
  await expect(filters.getByRole('combobox', { name: 'City' })).toHaveValue('Jaipur');

  // Another tab drops the people's filters (a tab replaces the address, as each filter does).
  await tabs.getByRole('link', { name: /^Talks/ }).click();
  await expect(page).toHaveURL(
    (url) => url.searchParams.get('tab') === 'talks' && !url.searchParams.has('role'),
  );
  await expect(filters.getByRole('combobox', { name: 'Posted' })).toHaveValue('');
  await tabs.getByRole('link', { name: /^People 3/ }).click();
  await expect(filters.getByRole('combobox', { name: 'Role' })).toHaveValue('');
  await filters.getByRole('combobox', { name: 'City' }).selectOption('Jaipur');
  await expect(page.getByRole('article')).toHaveCount(2);

  // Clear filters shows every person found again, focus on the first filter.
  await filters.getByRole('button', { name: 'Clear filters' }).click();
  await expect(page).toHaveURL(
    (url) => url.searchParams.get('tab') === 'people' && !url.searchParams.has('city'),
  );
  await expect(page.getByRole('article')).toHaveCount(3);
  await expect(filters.getByRole('combobox', { name: 'Role' })).toBeFocused();
});
