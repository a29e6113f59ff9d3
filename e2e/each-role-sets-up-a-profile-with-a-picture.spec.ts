import path from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  ROLE_DASHBOARD_ROUTES,
  ROLE_FORM_ROUTES,
  ROLE_LABELS,
  ROLES,
  type Role,
  WORDS,
} from '@ideaignite/contract';
import { expect, type Page, test } from '@playwright/test';
import { expectPath, signInThroughForm, signUpViaApi } from './fixtures.ts';

const files = path.join(path.dirname(fileURLToPath(import.meta.url)), 'files');

interface RoleSetup {
  name: string;
  picture: string;
  success: string;
  /** Fills in every field of the role's set-up form except the picture. */
  fill: (page: Page) => Promise<void>;
  /** One saved field, as /Profile shows it. */
  shows: string;
}

/** The parts of an <img> read in the browser. */
interface LoadingImage {
  complete: boolean;
  naturalWidth: number;
}

const field = (page: Page, label: string) => page.getByLabel(label, { exact: true });

const SETUPS: Record<Role, RoleSetup> = {
  Hustler: {
    name: 'Aarav Rao',
    picture: 'avatar-hustler.png',
    success: WORDS.profileForms.hustlerSuccess,
    shows: 'ChaiCart',
    fill: async (page) => {
      await field(page, 'User name').fill('Aarav Rao');
      await field(page, 'Phone number').fill('+91 98765 43210');
      await field(page, 'Bio').fill('Second-time founder from Indore, obsessed with small-town retail.');
      await field(page, 'Project').fill('ChaiCart');
      await field(page, 'Current stage').selectOption({ label: 'Seed' });
      await field(page, 'What are you working on now?').fill(
        'A tea-stall ordering app: 40 stalls live across Indore and Bhopal.',
      );
      await field(page, 'How do you contribute?').fill('Product and sales: I walk the lanes myself.');
      await page.getByRole('checkbox', { name: 'Networking' }).check();
      await page.getByRole('checkbox', { name: 'Fast Execution' }).check();
    },
  },
  Cofounder: {
    name: 'Kavya Menon',
    picture: 'avatar-cofounder.jpg',
    success: WORDS.profileForms.cofounderSuccess,
    shows: 'Growth marketing',
    fill: async (page) => {
      await field(page, 'User name').fill('Kavya Menon');
      await field(page, 'Phone number').fill('+91 90000 11122');
      await field(page, 'Bio').fill('Ex-Swiggy growth lead, now looking for a founder to build with.');
      await field(page, 'Strengths').fill('Product design, Growth marketing');
      await field(page, 'Vision').fill('Affordable mental-health care for every college in Kerala.');
      await field(page, 'Superpower').fill('Turning messy data into a clear plan.');
    },
  },
  Investor: {
    name: 'Suresh Iyengar',
    picture: 'avatar-investor.png',
    success: WORDS.profileForms.genericSuccess,
    shows: 'suresh.angel@example.in',
    fill: async (page) => {
      await field(page, 'User name').fill('Suresh Iyengar');
      await field(page, 'Contact email').fill('suresh.angel@example.in');
      await field(page, 'Phone number').fill('+91 99887 76655');
      await field(page, 'Investor type').selectOption('visionary');
      await page.getByRole('checkbox', { name: 'Tech and App Development' }).check();
      await page.getByRole('checkbox', { name: 'Social Impact Projects' }).check();
    },
  },
  Jobseeker: {
    name: 'Priya Nair',
    picture: 'avatar-jobseeker.jpg',
    success: WORDS.profileForms.jobseekerSuccess,
    shows: 'Frontend developer',
    fill: async (page) => {
      await field(page, 'User name').fill('Priya Nair');
      await field(page, 'Desired role').fill('Frontend developer');
      await field(page, 'About me').fill('Final-year student at NIT Calicut who loves shipping clean UI.');
      await field(page, 'Strengths').fill('React, Figma, Accessibility');
      await field(page, 'Dream project').fill('An app that helps farmers sell directly to city kitchens.');
    },
  },
};

for (const role of ROLES) {
  const setup = SETUPS[role];
  const label = ROLE_LABELS[role];
  const who = `${/^[AEIOU]/.test(label) ? 'An' : 'A'} ${label}`;

  test(`${who} sets up their profile with a picture and sees it on their profile`, async ({
    page,
    request,
  }, testInfo) => {
    const account = await signUpViaApi(request, role);
    await page.goto('/signin');
    await signInThroughForm(page, account);
    await expectPath(page, ROLE_DASHBOARD_ROUTES[role]);

    await page.goto(ROLE_FORM_ROUTES[role]);
    await field(page, 'Profile picture').setInputFiles(path.join(files, setup.picture));
    await expect(page.getByRole('img', { name: 'Preview of your new profile picture' })).toBeVisible();
    await setup.fill(page);
    await page.getByRole('button', { name: 'Save profile' }).click();

    const alert = page.getByRole('alertdialog', { name: setup.success });
    await expect(alert).toBeVisible();
    await alert.getByRole('button', { name: 'OK' }).click();
    // Straight on to the role's dashboard (issue 26); /signin, while signed in, leads there too.
    await expectPath(page, ROLE_DASHBOARD_ROUTES[role]);
    await page.goto('/signin');
    await expectPath(page, ROLE_DASHBOARD_ROUTES[role]);
    await page.goto('/Profile');

    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 1, name: setup.name })).toBeVisible();
    await expect(
      main.getByRole('region', { name: 'About' }).getByText(setup.shows, { exact: true }),
    ).toBeVisible();
    const picture = main.getByRole('img', { name: `Profile picture of ${setup.name}` });
    await expect(picture).toHaveAttribute('src', /^\/media\/avatars\//);
    await expect
      .poll(() =>
        // Runs in the browser: above zero only once the picture has really loaded and decoded.
        picture.evaluate((img) => {
          const loading = img as unknown as LoadingImage;
          return loading.complete ? loading.naturalWidth : 0;
        }),
      )
      .toBeGreaterThan(0);

    await page.screenshot({ path: testInfo.outputPath(`${role.toLowerCase()}-profile.png`), fullPage: true });
  });
}
