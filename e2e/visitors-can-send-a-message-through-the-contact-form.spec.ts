import { WORDS } from '@ideaignite/contract';
import { expect, test } from '@playwright/test';

test('Visitors can send a message through the contact form', async ({ page }) => {
  await page.goto('/ContactUs');
  await page.getByLabel('Name', { exact: true }).fill('Priya Raghavan');
  await page.getByLabel('Email', { exact: true }).fill('priya.raghavan@example.in');
  await page
    .getByLabel('Message', { exact: true })
    .fill('Namaste! I run a D2C millet snacks brand in Pune 🌾 and would love to pitch to angel investors.');
  await page.getByRole('button', { name: 'Send Message' }).click();
  await expect(page.getByText(WORDS.contact.success)).toBeVisible();
});
